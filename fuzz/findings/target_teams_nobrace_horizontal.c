/*
 * ANALYZE_FUSE_DISAGREE (new)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * `#pragma omp target` directly followed by `#pragma omp teams distribute
 * parallel for` (no braces), two independent regions. analyze:
 * compute:25->30 horizontal legal. fuse: "cannot rewrite compute:25->30: a
 * region's loop nest or body is partly inside a macro body" -- there is
 * no macro in the file. The same with braces around the teams loop fuses.
 *
 *   build/tool/paracodex fuse fuzz/findings/target_teams_nobrace_horizontal.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/target_teams_nobrace_horizontal.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/target_teams_nobrace_horizontal.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: fused (or both refuse with a true reason)
 *   got: analyze legal, fuse refuses with a wrong reason
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, double *restrict z, int n)
{
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n], z[0:n])
  {
#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = 2.0 * x[i];

#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = x[i] + 1.0;
  }
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0}, z[2] = {0.0, 0.0};
  compute(x, y, z, 2);
  printf("%g %g %g %g\n", y[0], y[1], z[0], z[1]);
  return 0;
}
