/*
 * case:     refuse_nonaffine_bounds
 * what:     The producer's inner loop runs to i*i: a bound that multiplies
 *           the outer loop variable by itself is no integer set isl can
 *           hold, so coverage cannot be decided and the pair is refused
 *           with that reason (not approximated).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [affine-bounds]
 * rule:     every loop bound is affine in the outer loops' variables.
 */
#include <stdlib.h>

void squares(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * n * n * sizeof(double));
#pragma omp target data map(to: a[0:n*n*n]) map(from: b[0:n*n*n]) map(alloc: t[0:n*n*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < i * i; j++)
        t[i * n * n + j] = a[i * n * n + j] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < i * i; j++)
        b[i * n * n + j] = 2.0 * t[i * n * n + j];
  }
  free(t);
}
