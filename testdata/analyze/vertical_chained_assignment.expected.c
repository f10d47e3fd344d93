/*
 * case:     vertical_chained_assignment
 * what:     LULESH's `sigxx[i] = sigyy[i] = sigzz[i] = - p[i] - q[i];`: one
 *           statement stores one value in three temporaries. Each
 *           temporary's value is the expression at the end of the chain
 *           (all three hold doubles), never the inner assignments, which
 *           the copy once carried along (session 29: the fused text wrote
 *           to `sigyy` and `sigzz`, removed with the producer, and did not
 *           parse).
 * regions:  R1 producer (writes sxx, syy, szz in one chain), R2 consumer
 *           (reads them at k).
 * expect:   R1 -> R2 via sxx, syy, szz: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>

void stress_sum(int n, const double *restrict p, const double *restrict q,
                double *restrict out)
{
#pragma omp target data map(to: p[0:n], q[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++)
      out[k] = (-p[k] - q[k]) + 2.0 * (-p[k] - q[k]) + 3.0 * (-p[k] - q[k]);
  }
}
