/*
 * case:     refuse_side_effect_atomic
 * what:     The producer also accumulates the total mass into a global
 *           device variable with an atomic update. Recomputing the
 *           producer per consumer read would add each cell's mass several
 *           times.
 * regions:  R1 producer (writes mass, atomic += total_mass), R2 consumer
 *           (reads mass).
 * expect:   R1 -> R2 via mass: REFUSED [pure-producer]
 * rule:     the producer has a side effect: an atomic update of the global
#include <stdlib.h>
 */
 *           total_mass.

#pragma omp declare target
double total_mass;
#pragma omp end declare target

void mass_flux(const double *restrict rho, const double *restrict vol,
               const double *restrict vel, double *restrict flux, int n)
{
  double *mass = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: rho[0:n], vol[0:n], vel[0:n]) map(tofrom: flux[0:n]) \
    map(alloc: mass[0:n])
  {
#pragma omp target teams distribute parbute parallel for
    for (int i = 0; i < n; i++) {
      double m = rho[i] * vol[i];
      mass[i] = m;
#pragma omp atomic update
      total_mass += m;
    }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      flux[i] = 0.5 * (mass[i - 1] + mass[i]) * vel[i];
  }

  free(mass);
}
