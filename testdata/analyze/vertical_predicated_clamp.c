/*
 * case:     vertical_predicated_clamp
 * what:     A producer whose value is chosen by `if` statements (issue 28,
 *           point 3: a boundary clamp, a local reassigned under a
 *           condition, 109 corpus candidates blocked by producer control
 *           flow). The ifs only assign the body's own scalars, so the copy
 *           writes them as conditional expressions: `v` after the
 *           if/else-if chain is `(v > hi) ? hi : ((v < lo) ? lo : v)`, and
 *           `s`, declared without a value, is set on both paths. C's `?:`
 *           evaluates only the arm the `if` would run, so the copy reads
 *           nothing the producer did not.
 * regions:  R1 producer (clamps v, chooses s, writes t), R2 consumer (reads
 *           t at i - 1, i and i + 1).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>

void clamp_smooth(const double *restrict in, double *restrict out, int n, double lo,
                  double hi)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i] * 2.0;
      double s;
      if (v > hi)
        v = hi;
      else if (v < lo)
        v = lo;
      if (i % 2 == 0) {
        s = 1.0;
      } else {
        s = -0.5;
      }
      t[i] = v * s;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  free(t);
}
