/*
 * case:     guarded_pairs_back_to_back
 * what:     Two producer-consumer pairs in a row, each fused under its own
 *           run-time overlap test (review reproducer s6). The first
 *           guard's closing brace and the second guard's `if` go at one
 *           offset, so building the second fusion after the first failed
 *           (refused as decision-mismatch) and only a second run of fuse
 *           made it: not idempotent. A fusion whose edits meet one made in
 *           the same round now waits for the next round.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out),
 *           R3 producer (writes u), R4 consumer (reads u, writes out2).
 * expect:   R1 -> R2 via t: LEGAL
 *           R3 -> R4 via u: LEGAL
 * strategy: inline, both guarded; t and u allocated on the device only in
 *           their fallbacks.
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

static void smooth2(const double *in, double *out, double *out2, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *u = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n], out2[0:n])
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
    if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out2,
                             PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                             PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        out2[i] = (in[(i - 1)] * 3.0) - (in[(i + 1)] * 3.0);
    } else {
#pragma omp target data map(alloc: u[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      u[i] = in[i] * 3.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out2[i] = u[i - 1] - u[i + 1];
      }
    }
  }
  free(t);
  free(u);
}

int main(void)
{
  enum { N = 64 };
  double buf[3 * N];
  for (int i = 0; i < 3 * N; i++)
    buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:3 * N])
  {
    smooth2(buf, buf + N, buf + 2 * N, N);
    smooth2(buf, buf + 1, buf + 2 * N, N - 1);
    smooth2(buf + 2 * N, buf + 2, buf, N - 2);
  }
  double sum = 0.0;
  for (int i = 0; i < 3 * N; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
