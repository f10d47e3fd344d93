/*
 * case:     refuse_repeat_producer_accumulates
 * what:     The producer adds to env on every pass (env starts at zero):
 *           after `repeat` passes env holds `repeat` times the value, which
 *           one recomputation per consumer pass does not give.
 * regions:  R1 producer alone in `for (r < repeat)` (env[i] += ...), R2
 *           consumer alone in `for (r < repeat)` (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-repeat]
 * rule:     the producer reads the temporary it writes.
 */
#include <stdlib.h>
#include <math.h>

void filter_accumulating(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = calloc((size_t)n, sizeof *env);

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(to: env[0:n])
  {
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] += fabs(sig[i]);
    }
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
