/*
 * case:     chain_keep_store_after_first
 * what:     refuse_chain_second_after_first with `double scale = 0.5;`
 *           between R2 and R3: once R1 is fused into R2 the fused region
 *           reads x and R3 writes y (not restrict), so the vertical pair
 *           R2 -> R3 stays refused, but the two make a keep-store pair
 *           under a run-time overlap test of x and y, with the declaration
 *           moved above the test (session 36). fuse makes it in its
 *           second round; the plan does not compose keep-store fusions,
 *           so analyze leaves R2 -> R3 undecided (fused-first).
 * regions:  R1 producer (reads x, writes t), R2 (reads t, writes t2),
 *           R3 consumer (reads t2, writes y).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline for R1 -> R2, then keep-store with R3 under
 *           PARACODEX_NO_OVERLAP(x, ..., y, ...).
 */
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void chain(const double *x, double *y, int n)
{
  double *t2 = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: y[0:n]) map(alloc: t2[0:n])
  {
    double scale = 0.5;
    if (PARACODEX_NO_OVERLAP(
            x, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), y,
            PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
        t2[i] = (2.0 * x[i]) + 1.0;
        y[i] = scale * t2[i] * t2[i];
      }
    } else {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t2[i] = (2.0 * x[i]) + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = scale * t2[i] * t2[i];
    }
  }
  free(t2);
}
