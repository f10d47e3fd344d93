/*
 * case:     refuse_temp_read_after_update_from
 * what:     After the consumer, the host copies the temporary back with
 *           `target update from` and scans it for its maximum (a CFL check).
 * regions:  R1 producer (writes wave), R2 consumer (reads wave).
 * expect:   R1 -> R2 via wave: REFUSED
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `wave` kept for the update, its reads recomputed.)
 * rule:     the temporary is not dead after the consumer: `target update
 *           from(wave)` and the host loop read it after R2.
 */
#include <stdlib.h>
#include <math.h>

double wave_speed_update(const double *restrict h, const double *restrict hu,
                         double *restrict hnew, int n, double g, double dtdx)
{
  double *wave = malloc((size_t)n * sizeof(double));
  double cmax = 0.0;

#pragma omp target data map(to: h[0:n], hu[0:n]) map(tofrom: hnew[0:n]) map(alloc: wave[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      wave[i] = fabs(hu[i] / h[i]) + sqrt(g * h[i]);

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      hnew[i] = h[i] - 0.5 * dtdx *
                           (fmax(wave[i], wave[i + 1]) * (h[i + 1] - h[i]) -
                            fmax(wave[i - 1], wave[i]) * (h[i] - h[i - 1]));

#pragma omp target update from(wave[0:n])
  }

  for (int i = 0; i < n; i++)
    cmax = fmax(cmax, wave[i]);

  free(wave);
  return cmax;
}
