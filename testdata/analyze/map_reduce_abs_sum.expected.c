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

    // paracodex: schedule(two-level reduction)
    {
      const long long pcx_n = (((long long)(n)) - 1LL) - (0LL) + 1;
      const long long pcx_threads =
          pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) num_teams((int)((pcx_threads + 255) / 256)) thread_limit(256)
    for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
        double s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
        long long pcx_i = (0LL) + pcx_t;
        for (; pcx_i + 811008LL <= (((long long)(n)) - 1LL);
             pcx_i += 1081344LL) {
          s_part0 += (fabs(x[((long)(pcx_i))]));
          s_part1 += (fabs(x[((long)(pcx_i + 270336LL))]));
          s_part2 += (fabs(x[((long)(pcx_i + 540672LL))]));
          s_part3 += (fabs(x[((long)(pcx_i + 811008LL))]));
        }
        for (; pcx_i <= (((long long)(n)) - 1LL); pcx_i += 270336LL)
          s_part0 += (fabs(x[((long)(pcx_i))]));
        s += (s_part0 + s_part1) + (s_part2 + s_part3);
      }
    }
  }

  return s;
}
