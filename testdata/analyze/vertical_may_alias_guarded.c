/*
 * case:     vertical_may_alias_guarded
 * what:     The producer's input `in` and the consumer's output `out` are
 *           distinct pointer parameters without restrict: a caller may
 *           pass overlapping buffers (filter(x, x, n)). Otherwise identical
 *           to stencil_1d_halo.
 * regions:  R1 producer (reads in, writes t), R2 consumer (reads t,
 *           writes out).
 * expect:   R1 -> R2 via t: LEGAL
 *           `in` and `out` may alias, so the fused region runs under a
 *           run-time test that in[0:n] and out[0:n] do not overlap (they
 *           are mapped and the regions adjacent); the original regions
 *           are the fallback. (Refused before run-time tests existed.)
 * strategy: inline, guarded.
 */
#include <stdlib.h>

void filter(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
  }

  free(t);
}
