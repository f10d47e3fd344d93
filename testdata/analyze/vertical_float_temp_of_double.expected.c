/*
 * case:     vertical_float_temp_of_double
 * what:     A float temporary fed by double arithmetic: each store rounds
 *           to float, and the copy in the consumer must round too
 *           (0.3333333432674408 is what the original computes, not
 *           0.33333333333333331).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 *           the element type is carried into the copy as a cast.
 * strategy: inline (recompute).
 */
#include <stdlib.h>

void third_then_sum(const double *restrict a, double *restrict b, int n)
{
#pragma omp target data map(to: a[0:n]) map(from: b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      b[i] = ((float)(a[i] / 3.0)) + ((float)(a[(i - 1)] / 3.0));
  }
}
