/*
 * case:     chain_three_regions
 * what:     A chain of two temporaries: R1 writes d1 (first difference),
 *           R2 reads d1 and writes d2 (second difference), R3 reads d2.
 *           Each temporary is read only by the next region.
 * regions:  R1 (writes d1), R2 (reads d1, writes d2), R3 (reads d2).
 * expect:   R1 -> R2 via d1: LEGAL
 *           R2 -> R3 via d2: LEGAL
 *           R1 writes d1[0..n-2]; R2 reads d1[i-1], d1[i] for i in 1..n-2.
 *           R2 writes d2[1..n-2]; R3 reads d2[i] for i in 1..n-2.
 *           (After fusing R1 into R2, the fused region is still a legal
 *           producer for R3.)
 * strategy: inline (recompute) twice, one region in the end.
 */
#include <stdlib.h>

void damped_d2(const double *restrict y, double *restrict out, int n,
               double inv_h)
{

#pragma omp target data map(to: y[0:n]) map(tofrom: out[0:n])
  {


#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (inv_h *
                ((inv_h * (y[i + 1] - y[i])) - (inv_h * (y[(i - 1) + 1] - y[(i - 1)])))) /
               (1.0 + y[i] * y[i]);
  }

}
