/*
 * MISMATCH (known: a scalar reassigned between the regions)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: refused (nothing-between: alpha assigned between).
 *
 * The producer reads alpha; the host changes alpha between the regions. fuse
 * inlines alpha * x[i] into the consumer, which now sees the new alpha.
 *
 *   build/tool/paracodex fuse fuzz/findings/scalar_reassigned_between.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/scalar_reassigned_between.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/scalar_reassigned_between.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected (original): 1 2
 *   got (fused):      2 4
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n, double alpha)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = alpha * x[i];

    alpha = alpha + 1.0;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i];
  }
  free(t);
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0};
  compute(x, y, 2, 1.0);
  printf("%g %g\n", y[0], y[1]);
  return 0;
}
