/*
 * case:     refuse_assigned_twice
 * what:     The temporary's pointer is assigned twice (a second allocation
 *           replaces the first): which memory the regions see is not one
 *           allocation, so it is not treated as a temporary.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `t` kept, its reads at i - 1 and i + 1 recomputed
 *           from `u` under a run-time overlap test
 *           (keep_store_recomputed_shifted_reads).)
 * rule:     t is not one allocation of this function.
 */
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void damp_twice(const double *restrict u, double *restrict v, int n)
{
  double *t;
  t = malloc((size_t)n * sizeof(double));
  free(t);
  t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: u[0:n]) map(from: v[0:n]) map(alloc: t[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            t, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), v,
            PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
            PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n)))) &&
        PARACODEX_NO_OVERLAP(
            t, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), u,
            (-1LL) + PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
            (1LL) + PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
        t[i] = 0.25 * u[i];
        if (i >= 1 && i < (n - 1)) {
          v[i] =
              (0.25 * u[(i - 1)]) + 2.0 * (0.25 * u[i]) + (0.25 * u[(i + 1)]);
        }
      }
    } else {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.25 * u[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      v[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
    }
  }
  free(t);
}
