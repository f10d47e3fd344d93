/*
 * case:     refuse_repeat_tests_differ
 * what:     The consumer's loop runs once more than the producer's: with
 *           `repeat` 0 the producer never runs and the consumer reads the
 *           zeros calloc gave env. The fused consumer would read the
 *           recomputed values instead.
 * regions:  R1 producer alone in `for (r < repeat)` (writes env), R2
 *           consumer alone in `for (r <= repeat)` (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-repeat]
 * rule:     the two loops do not begin with the same test.
 */
#include <stdlib.h>
#include <math.h>

void filter_tests_differ(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = calloc((size_t)n, sizeof *env);

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(to: env[0:n])
  {
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    for (int r = 0; r <= repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
