/*
 * case:     vertical_spliced_includes_guarded
 * what:     producer and consumer each in a file #included inside the
 *           function, and `a` and `b` may overlap (main passes a and a + N):
 *           the fusion runs under a run-time overlap test, with the regions
 *           as written in the fallback branch. That branch copies the text
 *           between the regions, splice markers and all (review of session
 *           26, r12): the output has none left, only the inlined text.
 * regions:  R1 producer (vertical_spliced_includes_guarded_f.inc: writes
 *           t), R2 consumer (vertical_spliced_includes_guarded_g.inc: reads
 *           t, writes b).
 * expect:   R1 -> R2 via t: LEGAL
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

#define N 1000

static void split(const double *a, double *b)
{
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N])
  {
// producer
if (PARACODEX_NO_OVERLAP(a, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(N))),
                         PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(N))), b,
                         PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(N))),
                         PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(N))))) {
// end producer
// consumer
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
        b[i] = (2.0 * a[i]) + 1.0;
    } else {
#pragma omp target data map(alloc: t[0:N])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      t[i] = 2.0 * a[i];
// end producer
// consumer
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      b[i] = t[i] + 1.0;
      }
    }
  }
  free(t);
}

int main(void)
{
  double *a = malloc(2 * N * sizeof(double));
  for (int i = 0; i < 2 * N; i++)
    a[i] = i * 0.5;
  split(a, a + N);
  split(a, a);
  double s = 0;
  for (int i = 0; i < 2 * N; i++)
    s += a[i] * (i % 7);
  printf("checksum %.6f\n", s);
  free(a);
  return 0;
}
