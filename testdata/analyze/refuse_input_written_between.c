/*
 * case:     refuse_input_written_between
 * what:     Between producer and consumer the host adds a source pulse to
 *           the producer's input `phi` and pushes it to the device with
 *           `target update to`. The consumer must see the temporary built
 *           from the old phi; a fused region would recompute it from the
 *           new one.
 * regions:  R1 producer (reads phi, writes lap), R2 consumer (reads lap).
 * expect:   R1 -> R2 via lap: REFUSED [nothing-between]
 * rule:     something between the two regions (host code +
 *           target update to) writes phi, an array the producer reads.
 */
#include <stdlib.h>

void wave_step(double *restrict phi, const double *restrict phi_old,
               double *restrict phi_new, int n, double c2, int src,
               double pulse)
{
  double *lap = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: phi[0:n], phi_old[0:n]) map(tofrom: phi_new[0:n]) \
    map(alloc: lap[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      lap[i] = phi[i - 1] - 2.0 * phi[i] + phi[i + 1];

    phi[src] += pulse;
#pragma omp target update to(phi[src:1])

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      phi_new[i] = 2.0 * phi[i] - phi_old[i] + c2 * lap[i];
  }

  free(lap);
}
