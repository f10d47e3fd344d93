/*
 * case:     vertical_derived_pointer_guarded
 * what:     The consumer writes through p = a + 1, a pointer derived from
 *           the producer's (restrict) input: restrict does not make p and
 *           a distinct, since p is based on a.
 * regions:  R1 producer (writes t, reads a), R2 consumer (reads t, writes p).
 * expect:   R1 -> R2 via t: LEGAL
 *           p may be a (it is a + 1): fused under a run-time test of the
 *           elements R1 reads of a against those R2 writes through p; here
 *           they overlap, so the original regions run. (Refused, no-alias,
 *           before run-time tests existed. Until session 25 the consumer
 *           said `is_device_ptr(p)` of this host address; a test cannot
 *           compare a device address with a host one, so that form is
 *           refused now: refuse_guard_device_address.)
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

void shift_store(double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *p = a + 1;
#pragma omp target data map(tofrom: a[0:n]) map(from: b[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            a, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), p,
            PARACODEX_MIN(0LL, (-2LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++) {
        b[i] = (a[(n - i - 1)]);
        p[i] = 0.0;
      }
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++) {
      b[i] = t[n - 1 - i];
      p[i] = 0.0;
    }
      }
    }
  }
  free(t);
}
