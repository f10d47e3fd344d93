/*
 * case:     refuse_braces_loop_body
 * what:     Braces that are a loop's body are not braces of their own:
 *           the producer inside runs once per pass of the loop (`nrep`
 *           times, or never), not once where the braces stand.
 * regions:  R1 producer, the only statement of a `for` body (writes env),
 *           R2 consumer after the loop (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-block]
 * rule:     the producer is a statement of the loop's body, the consumer
 *           of the block around the loop.
 */
#include <stdlib.h>
#include <math.h>

void repeated_filter(const double *restrict sig, double *restrict out, int n, int nrep)
{
  double *env = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    for (int r = 0; r < nrep; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
  }

  free(env);
}
