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
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void filter(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
            PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
            PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        out[i] = (in[(i - 1)] * in[(i - 1)]) + (in[i] * in[i]) +
                 (in[(i + 1)] * in[(i + 1)]);
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
      }
    }
  }

  free(t);
}
