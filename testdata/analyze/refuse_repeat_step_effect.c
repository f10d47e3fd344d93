/*
 * case:     refuse_repeat_step_effect
 * what:     The producer's loop counts its launches in its step: deleting
 *           the loop would delete those increments, and `launches` is
 *           returned.
 * regions:  R1 producer alone in `for (r < repeat; r++, launches++)`
 *           (writes env), R2 consumer alone in `for (r < repeat)` (reads
 *           env).
 * expect:   R1 -> R2 via env: REFUSED [same-repeat]
 * rule:     the producer's loop changes more than its counter in its step.
 */
#include <stdlib.h>
#include <math.h>

int filter_counting_launches(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = malloc((size_t)n * sizeof *env);
  int launches = 0;

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    for (int r = 0; r < repeat; r++, launches++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] = (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
  return launches;
}
