/*
 * case:     refuse_chained_assignment_mixed_types
 * what:     A chain of assignments through a temporary of another type:
 *           `sxx[i] = syy[i] = ...` stores in sxx the value converted to
 *           float first (syy is float), then to double; the copy of the
 *           chain's end would skip the rounding, so fuse refuses it.
 * regions:  R1 producer (writes sxx, syy, szz in one chain), R2 consumer
 *           (reads them at k).
 * expect:   R1 -> R2 via sxx, syy, szz: REFUSED [rewritable]
 */
#include <stdlib.h>

void stress_sum(int n, const double *restrict p, const double *restrict q,
                double *restrict out)
{
  double *sxx = malloc((size_t)n * sizeof *sxx);
  float *syy = malloc((size_t)n * sizeof *syy);
  double *szz = malloc((size_t)n * sizeof *szz);
#pragma omp target data map(to: p[0:n], q[0:n]) map(from: out[0:n]) \
    map(alloc: sxx[0:n], syy[0:n], szz[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      sxx[i] = syy[i] = szz[i] = -p[i] - q[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++)
      out[k] = sxx[k] + 2.0 * syy[k] + 3.0 * szz[k];
  }
  free(sxx);
  free(syy);
  free(szz);
}
