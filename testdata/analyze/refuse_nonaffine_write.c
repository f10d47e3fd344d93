/*
 * case:     refuse_nonaffine_write
 * what:     The producer scatters through a permutation (t[perm[i]] = ...),
 *           e.g. reordering particles into cell order; the consumer reads
 *           the reordered array directly.
 * regions:  R1 producer (writes t[perm[i]]), R2 consumer (reads t[i]).
 * expect:   R1 -> R2 via t: REFUSED [affine-write]
 * rule:     the producer writes the temporary at a non-affine (indirect)
 *           index, so a consumer read cannot be mapped back to the
 *           producer iteration that wrote it.
 */
#include <stdlib.h>

void reorder_scale(const double *restrict charge, const int *restrict perm,
                   double *restrict rho, int np, double inv_vol)
{
  double *t = malloc((size_t)np * sizeof(double));

#pragma omp target data map(to: charge[0:np], perm[0:np]) map(tofrom: rho[0:np]) \
    map(alloc: t[0:np])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < np; i++)
      t[perm[i]] = charge[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < np; i++)
      rho[i] = inv_vol * t[i];
  }

  free(t);
}
