/*
 * case:     refuse_different_blocks
 * what:     The consumer only runs when filtering is switched on: it sits
 *           inside an `if` block while the producer is outside it.
 * regions:  R1 producer (writes env), R2 consumer inside if (apply_filter)
 *           (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-block]
 * rule:     producer and consumer are in different blocks (the consumer is
 *           under `if (apply_filter)`), so they do not run back to back on
 *           every path.
 */
#include <stdlib.h>
#include <math.h>

void envelope_filter(const double *restrict sig, double *restrict out, int n,
                     int apply_filter)
{
  double *env = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      env[i] = fabs(sig[i]);

    if (apply_filter) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
