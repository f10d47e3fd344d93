/*
 * case:     refuse_repeat_counter_in_producer
 * what:     The producer scales by its loop's counter: env holds the last
 *           pass's values (r = repeat - 1), while a copy inside the
 *           consumer's loop would use each pass's own r.
 * regions:  R1 producer alone in `for (r < repeat)` (writes env from sig
 *           and r), R2 consumer alone in `for (r < repeat)` (reads env).
 * expect:   R1 -> R2 via env: REFUSED [same-repeat]
 * rule:     the producer names its loop's counter.
 */
#include <stdlib.h>
#include <math.h>

void filter_counter_scaled(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = malloc((size_t)n * sizeof *env);

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]) * r;
    }
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] += (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }

  free(env);
}
