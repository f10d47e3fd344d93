/*
 * case:     refuse_temp_written_between_region
 * what:     A small single-thread target region overwrites the two end
 *           points of the temporary (boundary values) between producer
 *           and consumer.
 * regions:  R1 producer (writes pr over 0..n-1), R2 (target, writes pr[0],
 *           pr[n-1]), R3 consumer (reads pr).
 * expect:   R1 -> R3 via pr: REFUSED
 *           R2 -> R3 via pr: REFUSED
 * rule:     R1 -> R3: the temporary is written by another region (R2)
 *           between producer and consumer.
 *           R2 -> R3: R3 reads pr outside what R2 wrote (R2 writes only
 *           the two end points).
 */
#include <stdlib.h>

void pressure_gradient(const double *restrict rho, const double *restrict e,
                       double *restrict acc, int n, double gm1, double p_left,
                       double p_right, double inv2h)
{
  double *pr = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: rho[0:n], e[0:n]) map(tofrom: acc[0:n]) map(alloc: pr[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      pr[i] = gm1 * rho[i] * e[i];

#pragma omp target
    {
      pr[0] = p_left;
      pr[n - 1] = p_right;
    }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      acc[i] = -inv2h * (pr[i + 1] - pr[i - 1]) / rho[i];
  }

  free(pr);
}
