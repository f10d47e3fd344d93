/*
 * case:     refuse_assigned_twice
 * what:     The temporary's pointer is assigned twice (a second allocation
 *           replaces the first): which memory the regions see is not one
 *           allocation, so it is not treated as a temporary.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `t` kept, its reads at i - 1 and i + 1 recomputed
 *           from `u` under a run-time overlap test
 *           (keep_store_recomputed_shifted_reads).)
 * rule:     t is not one allocation of this function.
 */
#include <stdlib.h>

void damp_twice(const double *restrict u, double *restrict v, int n)
{
  double *t;
  t = malloc((size_t)n * sizeof(double));
  free(t);
  t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: u[0:n]) map(from: v[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.25 * u[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      v[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  free(t);
}
