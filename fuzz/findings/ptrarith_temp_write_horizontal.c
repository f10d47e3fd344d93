/*
 * MISMATCH (new path of the *(a+i) bug: a wrong HORIZONTAL fusion)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: refused (affine-write: `*(t + i)`), no horizontal candidate.
 *
 * The producer writes the temporary through *(t + i), which the model does
 * not see: the two regions look independent, analyze calls them a legal
 * horizontal pair and fuse puts both bodies in one loop, so y[i] reads
 * t[n-1-i] before any iteration wrote it (uninitialised memory).
 *
 *   build/tool/paracodex fuse fuzz/findings/ptrarith_temp_write_horizontal.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/ptrarith_temp_write_horizontal.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/ptrarith_temp_write_horizontal.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected (original): 8 6 4 2
 *   got (fused):      garbage, e.g. 0 0 4 2 (OMP_NUM_THREADS=1)
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  double *t = malloc((size_t)(n + 1) * sizeof(double));
#pragma omp target data map(to: x[0:n + 1]) map(tofrom: y[0:n]) map(alloc: t[0:n + 1])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      *(t + i) = 2.0 * x[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[n - 1 - i];
  }
  free(t);
}

int main(void)
{
  double x[5] = {1.0, 2.0, 3.0, 4.0, 5.0}, y[4] = {0.0};
  compute(x, y, 4);
  printf("%g %g %g %g\n", y[0], y[1], y[2], y[3]);
  return 0;
}
