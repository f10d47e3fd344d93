/*
 * case:     review34_digraph_define_in_moved_statement
 * what:     The statement between the regions, `k = ... K;`, holds the
 *           lines `%:undef K` / `%:define K 5` (`%:` is the digraph of `#`).
 *           The layout refuses a moved statement whose text holds a `#`,
 *           not one holding the digraph: the statement and its redefinition
 *           moved above the first region, whose `a[i] * K` then multiplied
 *           by 5 instead of 1. (Review reproducer of session 34.)
 * expect:   REFUSED [rewritable] holds a preprocessor line
 */
#include <stdio.h>
#define N 64
#define K 1
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, k = 0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * K;
  k =
%:undef K
%:define K 5
    K;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + k;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g k=%d\n", sum, k);
  return 0;
}
