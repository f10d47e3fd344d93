/*
 * case:     refuse_consumer_writes_producer_scalar
 * what:     The consumer assigns (its firstprivate copy of) a scalar the
 *           producer reads, before reading the temporary: recomputed there,
 *           the producer's expression would see the consumer's value.
 * regions:  R1 producer (writes t, reads s), R2 consumer (writes s, reads t).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the consumer writes a scalar the producer reads.
 */
#include <stdlib.h>

void shifted(const double *restrict a, double *restrict b, int n, double s)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + s;
#pragma omp target teams distribute parallel for firstprivate(s)
    for (int i = 0; i < n; i++) {
      s = 0.5 * i;
      b[i] = t[i] * s;
    }
  }
  free(t);
}
