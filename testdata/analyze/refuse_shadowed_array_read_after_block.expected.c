/*
 * case:     refuse_shadowed_array_read_after_block
 * what:     The outer t is produced and consumed, a block then declares
 *           its own t for a pair of its own, and after the block a region
 *           reads the outer t again. Arrays are their declarations: the
 *           inner t's pair is legal, and the outer t's later read still
 *           refuses the outer pair (it is not mistaken for the inner t,
 *           nor the inner t's regions for uses of the outer one).
 * regions:  inside a target data region that holds the outer t: R1
 *           writes the outer t, R2 reads it; R3 writes the inner t, R4
 *           reads it; R5 reads the outer t.
 * expect:   R1 -> R2 via t: REFUSED [dead-after]
 *           R1 + R2 keep-store: LEGAL
 * expect:   R3 -> R4 via t: LEGAL
 * rule:     the temporary is dead after the consumer.
 */
#include <stdlib.h>

void outer_read_later(const double *restrict a, double *restrict b, double *restrict c,
                      double *restrict d, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: t[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++) {
      t[i] = 2.0 * a[i];
      b[i] = t[i] + 1.0;
    }
    {
#pragma omp target teams distribute parallel for map(from: c[0:n]) map(to: a[0:n])
    for (int i = 0; i < n; i++)
        c[i] = (3.0 * a[i]) - 1.0;
    }
#pragma omp target teams distribute parallel for map(alloc: t[0:n]) map(from: d[0:n])
  for (int i = 0; i < n; i++)
    d[i] = t[i] * 0.5;
  }
  free(t);
}
