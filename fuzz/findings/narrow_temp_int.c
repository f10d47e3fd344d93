/*
 * MISMATCH (known: int temporary fed by double arithmetic)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: fused with an (int) cast, outputs equal.
 *
 * The temporary is int: t[i] = x[i] * 1.5 truncates. The inlined expression
 * (x[i] * 1.5) keeps the double value.
 *
 *   build/tool/paracodex fuse fuzz/findings/narrow_temp_int.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/narrow_temp_int.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/narrow_temp_int.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected (original): 1 3
 *   got (fused):      1.5 3.75
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  int *t = malloc((size_t)n * sizeof(int));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = x[i] * 1.5;

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
