/*
 * case:     refuse_braces_with_declaration
 * what:     The producer's braces also declare the scale it reads. They
 *           are a block of their own, not braces around one region: `k`
 *           does not exist where the consumer runs, so a copy of the
 *           producer's expression there could not name it.
 * regions:  R1 producer inside `{ const double k = ...; }` (writes env),
 *           R2 consumer (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-block]
 * rule:     the producer is a statement of the inner block, the consumer
 *           of the outer one.
 */
#include <stdlib.h>
#include <math.h>

void scaled_filter(const double *restrict sig, double *restrict out, int n, double gain)
{
  double *env = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    {
      const double k = gain * 0.5;
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = k * fabs(sig[i]);
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
  }

  free(env);
}
