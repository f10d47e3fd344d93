/*
 * case:     vertical_repeat_loops
 * what:     A benchmark's timing loops (issue 28, point 2: "one `for (n <
 *           repeat)` timing loop around each kernel"): each region is the
 *           only statement of a loop that runs it `repeat` times. The
 *           producer stores the same values on every pass (it writes only
 *           env, reads only sig, and does not name r), both loops begin
 *           alike on values nothing changes in between, and the consumer
 *           writes nothing the producer reads: the producer's loop goes,
 *           and the consumer, still run `repeat` times, adds the
 *           recomputed values each time as it added env's.
 * regions:  R1 producer alone in `for (r < repeat)` (writes env), R2
 *           consumer alone in `for (r < repeat)` (reads env at i - 1, i and
 *           i + 1, adds to out).
 * expect:   R1 -> R2 via env: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>
#include <math.h>

void repeated_filter(const double *restrict sig, double *restrict out, int n, int repeat)
{
  double *env = malloc((size_t)n * sizeof *env);
  int launches = 0;

#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    launches += repeat;

    for (int r = 0; r < repeat; r++)
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] += (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    launches += repeat;
  }
  (void)launches;

  free(env);
}
