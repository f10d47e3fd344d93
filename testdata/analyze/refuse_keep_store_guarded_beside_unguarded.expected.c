#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))
/*
 * case:     refuse_keep_store_guarded_beside_unguarded
 * what:     Three adjacent regions over one loop: the first reads `a`,
 *           the second steps `b`, the third reads `b` into `d`. `a` and
 *           `b` may be one array, so the first two share a launch only
 *           under a run-time overlap test; the second and third need none
 *           (`d` is restrict). The unguarded pair is fused, the guarded one
 *           yields: it would keep the second region apart whenever the
 *           test fails.
 * regions:  R1 (reads a, writes c), R2 (writes b), R3 (reads b, writes d).
 * expect:   R1 + R2 keep-store: REFUSED [unguarded-first]
 *           R2 + R3 keep-store: LEGAL
 * strategy: keep-store for R2 + R3.
 */
void f(const double *a, double *b, double *restrict c, double *restrict d, int n)
{
  if (PARACODEX_NO_OVERLAP(a, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), b,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
      c[i] = 2.0 * a[i];
      b[i] = b[i] + 1.0;
      d[i] = 3.0 * b[i];
    }
  } else {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    c[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    b[i] = b[i] + 1.0;
    d[i] = 3.0 * b[i];
  }
  }
}
