/*
 * case:     triangular_lower_scale
 * what:     Both regions walk the lower triangle (j <= i), the producer
 *           writing t[i*n + j], the consumer reading the same element and
 *           its left neighbour where it exists (j >= 1). The bounds depend
 *           on the outer loop variable; as integer sets every read lies in
 *           what the producer wrote.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <stdlib.h>

void lower_scale(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * n * sizeof(double));
#pragma omp target data map(to: a[0:n*n]) map(from: b[0:n*n]) map(alloc: t[0:n*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++)
        t[i * n + j] = 0.5 * a[i * n + j];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      for (int j = 1; j <= i; j++)
        b[i * n + j] = t[i * n + j] + t[i * n + j - 1];
  }
  free(t);
}
