/*
 * case:     refuse_temp_written_between_host
 * what:     Host code overrides one entry of the temporary (a Dirichlet
 *           value at the inflow) and pushes it to the device with
 *           `target update to` between producer and consumer.
 * regions:  R1 producer (writes temp over 0..n-1), R2 consumer (reads temp).
 * expect:   R1 -> R2 via temp: REFUSED [single-writer]
 * rule:     the temporary is written between producer and consumer by
 *           host code (temp[0] = t_in; target update to(temp[0:1])).
 */
#include <stdlib.h>

void heat_flux(const double *restrict energy, const double *restrict cv,
               double *restrict q, int n, double t_in, double kappa_h)
{
  double *temp = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: energy[0:n], cv[0:n]) map(tofrom: q[0:n]) map(alloc: temp[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      temp[i] = energy[i] / cv[i];

    temp[0] = t_in;
#pragma omp target update to(temp[0:1])

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      q[i] = -kappa_h * (temp[i] - temp[i - 1]);
  }

  free(temp);
}
