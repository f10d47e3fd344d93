/*
 * case:     review35_private_carry
 * what:     `private(t)` with `t = (i % 4 == 0) ? x[i] : t + 1`: well defined
 *           in one thread, read before set under the first's shape (549984
 *           became 299996). (Review reproducer of session 35.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 100000
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int n = N;
  int t = 0;
#pragma omp target teams distribute parallel for num_teams(3) num_threads(8) dist_schedule(static, 1) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) dist_schedule(static, 4) map(to: x[0:N]) map(tofrom: y[0:N]) private(t)
  for (int i = 0; i < n; i++) {
    t = (i % 4 == 0) ? x[i] : t + 1;
    y[i] = t;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("%ld %d\n", s, z[7]);
  return 0;
}
