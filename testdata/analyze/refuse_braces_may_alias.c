/*
 * case:     refuse_braces_may_alias
 * what:     Regions in braces of their own whose arrays may overlap (no
 *           `restrict`). Outside braces the pair would get a run-time
 *           overlap test with the original code as its fallback; that
 *           rewrite copies the statements from the producer through the
 *           consumer and is not planned through braces, so the pair is
 *           refused with the reason.
 * regions:  R1 producer inside `{ }` (writes env from sig), R2 consumer
 *           inside `{ }` (writes out, reads env).
 * expect:   R1 -> R2 via env: REFUSED [no-alias]
 * rule:     `sig` and `out` may be one array and no test can be planned.
 */
#include <stdlib.h>
#include <math.h>

void braced_filter_may_alias(const double *sig, double *out, int n)
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
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
