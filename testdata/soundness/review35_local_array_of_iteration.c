/*
 * case:     review35_local_array_of_iteration
 * what:     The second region (one team of one thread, its own
 *           dist_schedule) keeps a small array declared in its loop body,
 *           `int loc[2]`, which each iteration has its own of: its
 *           iterations are independent, so the first's shape serves both.
 *           Refused before as "touch one element at different
 *           iterations" (review 35 listed it as a safe refusal).
 * expect:   FUSED
 */
#include <stdio.h>
#define N 1000

int x[N], y[N], z[N];

int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int n = N;

#pragma omp target teams distribute parallel for num_teams(3) num_threads(8) dist_schedule(static, 1) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) dist_schedule(static, 4) map(to: x[0:N]) map(tofrom: y[0:N])
  for (int i = 0; i < n; i++) {
    int loc[2]; loc[0] = x[i]; loc[1] = loc[0] * 2;
    y[i] = loc[1];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);

  return 0;
}
