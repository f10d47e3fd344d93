/*
 * case:     review35_comma_lvalue_carry
 * what:     C++ `(0, acc) += x[i]`: the store hid behind the comma (14018004
 *           became 14005490). (Review reproducer of session 35.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 1000

int x[N], y[N], z[N];

int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int n = N;
  int acc = 0;
#pragma omp target teams distribute parallel for num_teams(3) num_threads(8) dist_schedule(static, 1) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) dist_schedule(static, 4) map(to: x[0:N]) map(tofrom: y[0:N]) map(tofrom: acc)
  for (int i = 0; i < n; i++) {
    (0, acc) += x[i];
    y[i] = acc;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);

  return 0;
}
