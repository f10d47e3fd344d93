/*
 * case:     stencil_1d_halo
 * what:     Minimal 1-D producer/consumer stencil. The producer covers the
 *           halo (all of 0..n-1), the consumer reads t[i-1], t[i], t[i+1]
 *           on the interior.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 *           reads 0..n-1 of t, all written by R1; a is restrict.
 * strategy: inline (recompute): b[i] = a[i-1]^2 + a[i]^2 + a[i+1]^2.
 */
#include <stdlib.h>

void sum_sq3(const double *restrict a, double *restrict b, int n)
{

#pragma omp target data map(to: a[0:n]) map(tofrom: b[0:n])
  {

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      b[i] =
          (a[(i - 1)] * a[(i - 1)]) + (a[i] * a[i]) + (a[(i + 1)] * a[(i + 1)]);
  }

}
