/*
 * MISMATCH (known: float temporary fed by double arithmetic)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: fused with a (float) cast, outputs equal.
 *
 * The temporary is float: t[i] = x[i] * 0.1 rounds to float. The inlined
 * expression keeps the double value.
 *
 *   build/tool/paracodex fuse fuzz/findings/narrow_temp_float.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/narrow_temp_float.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/narrow_temp_float.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected (original): 0.10000000149011612 0.25
 *   got (fused):      0.10000000000000001 0.25
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  float *t = malloc((size_t)n * sizeof(float));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = x[i] * 0.1;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i];
  }
  free(t);
}

int main(void)
{
  double x[2] = {1.0, 2.5}, y[2] = {0.0, 0.0};
  compute(x, y, 2);
  printf("%.17g %.17g\n", y[0], y[1]);
  return 0;
}
