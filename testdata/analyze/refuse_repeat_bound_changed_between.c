/*
 * case:     refuse_repeat_bound_changed_between
 * what:     The loops' test reads `repeat`, which host code between them
 *           changes: with `repeat` 0 the producer never runs and the
 *           consumer then runs once, on the zeros calloc gave env.
 * regions:  R1 producer alone in `for (r < repeat)` (writes env), R2
 *           consumer alone in `for (r < repeat)` (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-repeat]
 * rule:     a variable of the loops' test is assigned between the loops.
 */
#include <stdlib.h>
#include <math.h>

void filter_bound_changed(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = calloc((size_t)n, sizeof *env);

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(to: env[0:n])
  {
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    if (repeat < 1)
      repeat = 1;
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
