/*
 * case:     refuse_consumer_defaultmap_none
 * what:     The consumer has `defaultmap(none)`: the producer's copied
 *           code names `s` and `a`, which would need clauses there (the
 *           fused text did not compile: review reproducer of session 20,
 *           consumer_defaultmap_none).
 * regions:  R1 producer (reads a, s, writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [carried-clauses]
 *           R1 + R2 keep-store: REFUSED [rewritable]
 * rule:     the consumer has `default(none)` or `defaultmap(none)`.
 */
#include <stdlib.h>

void scaled(const double *restrict a, double *restrict b, int n, double s)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * s;
#pragma omp target teams distribute parallel for defaultmap(none) map(from: b[0:n]) map(alloc: t[0:n]) firstprivate(n)
    for (int i = 0; i < n; i++)
      b[i] = t[i] + 1.0;
  }
  free(t);
}
