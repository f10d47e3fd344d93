/*
 * ANALYZE_FUSE_DISAGREE (known class "analyze-legal but fuse refuses": mixed directive forms)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * Two independent regions, `target { teams distribute parallel for }` and
 * `target teams loop`. analyze: compute:24->31 horizontal legal. fuse:
 * "cannot rewrite compute:24->31: the regions are written in different
 * directive forms (`target > teams distribute parallel for` and `target
 * teams loop`)". Vertical pairs with mixed forms are fused by the current
 * build; horizontal ones (12 seeds of 0:400) are not.
 *
 *   build/tool/paracodex fuse fuzz/findings/horizontal_mixed_forms.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/horizontal_mixed_forms.c --format=json -- -fopenmp
 *
 * expected: analyze and fuse agree
 *   got: analyze legal, fuse unchanged (output 2 4 2 3)
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, double *restrict z, int n)
{
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n], z[0:n])
  {
#pragma omp target
    {
#pragma omp teams distribute parallel for
      for (int i = 0; i < n; i++)
        y[i] = 2.0 * x[i];
    }

#pragma omp target teams loop
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
