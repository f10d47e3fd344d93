/*
 * case:     chain_four_regions
 * what:     Four regions joined by three temporaries. fuse fuses R1 -> R2
 *           and R3 -> R4 in its first round (they share no region), then
 *           the middle pair, whose regions are now the two fused ones. The
 *           plan on the model must follow the middle pair to those fused
 *           regions (found by a review of session 21: analyze refused it
 *           as fused-first while fuse fused it).
 * regions:  R1 (writes t1), R2 (reads t1, writes t2), R3 (reads t2,
 *           writes t3), R4 (reads t3).
 * expect:   R1 -> R2 via t1: LEGAL
 *           R2 -> R3 via t2: LEGAL (fused in the second round)
 *           R3 -> R4 via t3: LEGAL
 * strategy: inline three times, one region in the end.
 */
#include <stdlib.h>

void smooth_chain(const double *restrict x, double *restrict out, int n)
{
#pragma omp target data map(to: x[0:n]) map(tofrom: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 3; i < n - 3; i++)
      out[i] =
          0.25 * (((3.0 * x[(((i + 1) + 1) + 1)] - 1.0) -
                   2.0 * (3.0 * x[((i + 1) + 1)] - 1.0) +
                   (3.0 * x[(((i + 1) + 1) - 1)] - 1.0)) *
                  ((3.0 * x[(((i + 1) - 1) + 1)] - 1.0) -
                   2.0 * (3.0 * x[((i + 1) - 1)] - 1.0) +
                   (3.0 * x[(((i + 1) - 1) - 1)] - 1.0))) +
          (((3.0 * x[((i + 1) + 1)] - 1.0) - 2.0 * (3.0 * x[(i + 1)] - 1.0) +
            (3.0 * x[((i + 1) - 1)] - 1.0)) *
           ((3.0 * x[((i - 1) + 1)] - 1.0) - 2.0 * (3.0 * x[(i - 1)] - 1.0) +
            (3.0 * x[((i - 1) - 1)] - 1.0)));
  }
}
