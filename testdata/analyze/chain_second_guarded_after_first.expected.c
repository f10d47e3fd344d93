/*
 * case:     chain_second_guarded_after_first
 * what:     A chain R1 -> R2 -> R3 through t and t2. Each pair is legal on
 *           its own, but once R1 is fused into R2 the fused region reads x,
 *           and R3 writes y: x and y are not restrict, so the second fusion
 *           needs a run-time test that x[0:n] and y[0:n] do not overlap,
 *           built in fuse's second round. analyze, which fuses the text in
 *           memory, reports both (it once called both legal while fuse did
 *           one: fuzzer seed 657; then R2 -> R3 was refused, fused-first,
 *           before run-time tests existed).
 * regions:  R1 producer (reads x, writes t), R2 (reads t, writes t2),
 *           R3 consumer (reads t2, writes y).
 * expect:   R1 -> R2 via t: LEGAL
 *           R2 -> R3 via t2: LEGAL
 * strategy: inline for R1 -> R2; then inline under the overlap test.
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
#pragma omp target data map(to: x[0:n]) map(from: y[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            x, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), y,
            PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
        y[i] = ((2.0 * x[i]) + 1.0) * ((2.0 * x[i]) + 1.0);
    } else {
#pragma omp target data map(alloc: t2[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t2[i] = (2.0 * x[i]) + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t2[i] * t2[i];
      }
    }
  }
  free(t2);
}
