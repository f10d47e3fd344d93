/*
 * case:     refuse_overlap_check_fallback_in_target_data
 * what:     the output of `paracodex fuse` on vertical_runtime_overlap_check
 *           since the temporaries of a guarded fusion are allocated only
 *           around the fallback (FallbackAllocation.h), fused again. The
 *           pair left is the original code inside a `target data
 *           map(alloc: t)` that is the only statement of the `else` branch
 *           of the run-time test: it is still the fallback, and fusing it
 *           would nest the test in itself (in session 10 it was fused
 *           again: the fuse was not idempotent).
 * regions:  R1 the fused region (the `if` branch), R2 producer (writes
 *           t), R3 consumer (reads t, writes out), both in the `target
 *           data` in the `else`.
 * expect:   R2 -> R3 via t: REFUSED [alias-checked]
 * rule:     the regions are the fallback of a run-time overlap test
 *           paracodex wrote, also through a `target data` around it.
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

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                             PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                             PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        out[i] = (0.5 * in[(i - 1)] + 1.0) + 2.0 * (0.5 * in[i] + 1.0) + (0.5 * in[(i + 1)] + 1.0);
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
      }
    }
  }
  free(t);
}

int main(void)
{
  enum { N = 64 };
  double buf[2 * N];
  for (int i = 0; i < 2 * N; i++)
    buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:2 * N])
  {
    smooth(buf, buf + N, N);
    smooth(buf, buf + 1, N - 1);
  }
  double sum = 0.0;
  for (int i = 0; i < 2 * N; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
