/*
 * report contradiction (new; minor, outputs equal)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * fuse merges the regions at 28 and 32 horizontally, then fuses 24->28
 * vertically, and ALSO prints "target regions at lines 24 and 28 are not
 * fused through 't'" with the dead-after note from the first round.
 *
 *   build/tool/paracodex fuse fuzz/findings/report_fused_and_refused.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/report_fused_and_refused.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/report_fused_and_refused.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: one remark per pair (fused)
 *   got: both "fused target regions at lines 24 and 28" and "... are not fused"
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, double *restrict z, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n], z[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = t[i] + 1.0;
  }
  free(t);
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0}, z[2] = {0.0, 0.0};
  compute(x, y, z, 2);
  printf("%g %g %g %g\n", y[0], y[1], z[0], z[1]);
  return 0;
}
