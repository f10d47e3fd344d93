/*
 * case:     refuse_between_region_writes_alias
 * what:     a region between the producer and the consumer writes `b`, and
 *           main calls f(a, a, c, n): `b` is the producer's input `a`. A
 *           recomputation in the consumer would read `a` after the region
 *           between changed it (checksum 444 instead of 372). Nothing
 *           proves `a` and `b` apart, and the map(tofrom: b) between the
 *           regions copies `b` on the host, which no run-time test covers.
 *           (Found by the session 6 review of the nothing-between rule: the
 *           rule compared names only.)
 * regions:  R1 producer (writes t), R2 between (writes b), R3 consumer
 *           (reads t, writes c).
 * expect:   R1 -> R3 via t: REFUSED [nothing-between]
 *           R1 + R2 keep-store: REFUSED [point-wise]
 *           R2 + R3 keep-store: LEGAL
 * rule:     line 25 (R2's map clause) may change `b`, which may be `a`.
 *           R1 and R2 map `a` and `b` themselves: one fused directive
 *           would map both, whose sections a run-time test of the elements
 *           they touch does not cover (session 25).
 * since:    session 24: R2 and R3 touch nothing in common (b and c are
 *           apart at the call), so they share a launch first; fuse then
 *           fuses R1 into that region under a run-time overlap test, whose
 *           fallback keeps the original order. (Under host offload the
 *           original reads `t` in R3 unmapped since R1's end: only host
 *           OpenMP output means anything.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

static void f(double *a, double *b, double *c, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
  if (PARACODEX_NO_OVERLAP(a, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), b,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for map(tofrom: b[0:n]) map(alloc: t[0:n]) map(from: c[0:n]) map(to: a[0:n])
  for (int i = 0; i < n; i++) {
      b[i] = b[i] + 1.0;
      c[i] = (a[i] * 2.0) + 1.0;
    }
  } else {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n]) map(alloc: t[0:n]) map(from: c[0:n])
  for (int i = 0; i < n; i++) {
    b[i] = b[i] + 1.0;
    c[i] = t[i] + 1.0;
  }
  }
  free(t);
}

int main(void)
{
  double a[8], c[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  f(a, a, c, 8);
  double s = 0;
  for (int i = 0; i < 8; i++)
    s += c[i] * (i + 1);
  printf("checksum %g\n", s);
  return 0;
}
