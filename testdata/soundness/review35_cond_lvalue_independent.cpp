/*
 * case:     review35_cond_lvalue_independent
 * what:     same shapes: the first stores `(i == n - 1 ? acc : d) = 7` in C++,
 *           the second reads acc; independent did not see the store behind
 *           `?:` (7699746 became 2799900). (Review reproducer of session 35.)
 * expect:   REFUSED [independent] assigns
 */
#include <stdio.h>
#define N 100000
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int n = N;
  int acc = 0;
#pragma omp target teams distribute parallel for map(tofrom: z[0:N]) map(tofrom: acc)
  for (int i = 0; i < n; i++) {
    z[i] = z[i] * 3;
    int d;
    (i == n - 1 ? acc : d) = 7;
  }
#pragma omp target teams distribute parallel for map(to: x[0:N]) map(tofrom: acc) map(tofrom: y[0:N])
  for (int i = 0; i < n; i++) {
    y[i] = x[i] + acc;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);
  return 0;
}
