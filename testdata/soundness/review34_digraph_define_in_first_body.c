/*
 * case:     review34_digraph_define_in_first_body
 * what:     The first region's body ends with `%:undef K` / `%:define K 5`
 *           (`%:` is the digraph of `#`), and the statement between the
 *           regions is `k = K;`. Written with `#` the pair is refused (a
 *           preprocessor line inside a region would apply to code the
 *           fusion moves); the scan of the first body only looks for lines
 *           starting with `#`, so with the digraph `k = K;` moved above the
 *           first region, before the redefinition: k = 1, not 5.
 *           (Review reproducer of session 34.)
 * expect:   REFUSED [rewritable] a preprocessor line inside a region
 */
#include <stdio.h>
#define N 64
#define K 1
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, k = 0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 2;
%:undef K
%:define K 5
  }
  k = K;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + k;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g k=%d\n", sum, k);
  return 0;
}
