/*
 * case:     refuse_triangular_producer
 * what:     The producer fills the lower triangle (j <= i); the consumer
 *           reads t[(n-1-i)*n + j] over the whole square, which reaches the
 *           unwritten upper triangle. With both regions' i taken for one
 *           symbol it looked covered (issue 10, reproducer 5). As integer
 *           sets, the read is not inside the write: t[0][1] when n = 2.
 * regions:  R1 producer (writes t, j <= i), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [covered-reads]
 * rule:     every consumer read lies inside what the producer wrote.
 */
#include <stdlib.h>

void flip_lower(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * n * sizeof(double));
#pragma omp target data map(to: a[0:n*n]) map(from: b[0:n*n]) map(alloc: t[0:n*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++)
        t[i * n + j] = a[i * n + j];
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        b[i * n + j] = t[(n - 1 - i) * n + j];
  }
  free(t);
}
