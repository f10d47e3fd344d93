/*
 * case:     refuse_temp_map_from
 * what:     The temporary is mapped map(from:) on the target data region,
 *           so its device values are copied back to the host when the
 *           region ends.
 * regions:  R1 producer (writes dens), R2 consumer (reads dens).
 * expect:   R1 -> R2 via dens: REFUSED [not-mapped-back]
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `dens` kept for the copy back, its reads
 *           recomputed.)
 * rule:     the temporary is mapped from the device (map(from: dens)), so
 *           its values reach the host and it is not dead after the consumer.
 */
#include <stdlib.h>

void density_gradient(const double *restrict mass, const double *restrict vol,
                      double *restrict gd, int n, double inv2h)
{
  double *dens = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: mass[0:n], vol[0:n]) map(tofrom: gd[0:n]) map(from: dens[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      dens[i] = mass[i] / vol[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      gd[i] = inv2h * (dens[i + 1] - dens[i - 1]);
  }

  free(dens);
}
