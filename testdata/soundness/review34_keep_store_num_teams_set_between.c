/*
 * case:     review34_keep_store_num_teams_set_between
 * what:     A keep-store pair (NAS CG's start) whose first region has
 *           `num_teams(k + 1)`; between the regions `k = -5;` (the second
 *           region adds k). The num_teams expression sits in a captured
 *           helper variable, so `k` is not among the first region's names:
 *           `k = -5;` moved above the fused region, which then asked for
 *           -4 teams (libomp: "num_teams value must be positive"). Same
 *           cause as review34_schedule_chunk_set_between (num_teams,
 *           thread_limit, num_threads, if, device, schedule and
 *           dist_schedule chunks). (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] sets `k`, which the first region uses
 */
#include <stdio.h>
#define N 64
void f(const double *restrict x, double *restrict z, double *restrict r, int n, double *out, int *kk) {
  double rho;
  int k = 0;
#pragma omp target data map(to: x[0:n]) map(tofrom: z[0:n], r[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(k + 1)
    for (int j = 0; j < n; j++) {
      z[j] = 0.0;
      r[j] = x[j];
    }
    rho = 0.0;
    k = -5;
#pragma omp target teams distribute parallel for reduction(+: rho) map(tofrom: rho)
    for (int j = 0; j < n; j++)
      rho += r[j] * r[j] + k;
  }
  *out = rho; *kk = k;
}
int main(void) {
  double x[N], z[N], r[N], o; int k;
  for (int i = 0; i < N; i++) { x[i] = i; z[i] = 1; r[i] = 2; }
  f(x, z, r, N, &o, &k);
  double s = 0; for (int i = 0; i < N; i++) s += z[i] + r[i];
  printf("%g %g %d\n", s, o, k);
  return 0;
}
