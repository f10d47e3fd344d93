/*
 * case:     vertical_bare_braces
 * what:     Each region inside braces of its own (issue 28, point 2: "a
 *           bare `{ }` around a region"), the consumer's twice. Braces that
 *           hold nothing but the region run it once, where they stand, so
 *           the two are statements of one block as far as every rule is
 *           concerned; the producer goes, its braces stay.
 * regions:  R1 producer inside `{ }` (writes env), R2 consumer inside
 *           `{ { } }` (reads env at i - 1, i and i + 1).
 * expect:   R1 -> R2 via env: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>
#include <math.h>

void braced_filter(const double *restrict sig, double *restrict out, int n)
{
  double *env = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    {
      {
#pragma omp target teams distribute parallel for
        for (int i = 1; i < n - 1; i++)
          out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
      }
    }
  }

  free(env);
}
