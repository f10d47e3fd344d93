/*
 * case:     refuse_producer_in_branch
 * what:     The producer is chosen by an if/else (CloverLeaf's sweep
 *           direction chooses how pre_vol is computed), the consumer runs
 *           after it on every path. Fusing needs a copy of the consumer in
 *           each branch, which paracodex does not write: the refusal says
 *           so.
 * regions:  R1 producer in the `then` branch (writes vol), R2 producer in
 *           the `else` branch (writes vol), R3 consumer after the if (reads
 *           vol).
 * expect:   R2 -> R3 via vol: REFUSED [same-block]
 * rule:     the producers are statements of the branches, the consumer of
 *           the block around the if (the candidate pair is the last
 *           writer before the consumer, R2).
 */
#include <stdlib.h>

void sweep(const double *restrict volume, const double *restrict fx,
           const double *restrict fy, double *restrict out, int n, int dir)
{
  double *vol = malloc((size_t)n * sizeof *vol);

#pragma omp target data map(to: volume[0:n], fx[0:n + 1], fy[0:n + 1]) map(tofrom: out[0:n]) \
    map(alloc: vol[0:n])
  {
    if (dir == 0) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        vol[i] = volume[i] + fx[i + 1] - fx[i];
    } else {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        vol[i] = volume[i] + fy[i + 1] - fy[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = out[i] * vol[i];
  }

  free(vol);
}
