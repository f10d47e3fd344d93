/*
 * case:     map_reduce_abs_sum
 * what:     Element-wise map into a temporary, then a reduction over it:
 *           the L1 norm of a vector (sum of |x_i|).
 * regions:  R1 producer (writes ax), R2 consumer (reads ax, reduction(+:s)).
 * expect:   R1 -> R2 via ax: LEGAL
 *           R2 reads ax[i] at the point R1 wrote; the reduction variable
 *           is a scalar mapped tofrom.
 * strategy: map -> reduce: s += fabs(x[i]) in one region.
 */
#include <stdlib.h>
#include <math.h>

double norm1(const double *restrict x, long n)
{
  double s = 0.0;

#pragma omp target data map(to: x[0:n])
  {

#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (long i = 0; i < n; i++)
      s += (fabs(x[i]));
  }

  return s;
}
