/*
 * case:     refuse_overlap_check_not_adjacent
 * what:     vertical_runtime_overlap_check with a declaration between the
 *           two regions: the run-time test would have to run before code
 *           that is not part of the pair, so none is built, and nothing
 *           else proves `in` and `out` apart.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `t` kept, its reads recomputed; side by side, the
 *           declaration between moves above the run-time test.)
 * rule:     `in` and `out` may point into `buf`; a run-time check needs the regions adjacent.
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
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(alloc: t[0:n])
  {
    double scale = 2.0;
    if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                             PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                             PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
        t[i] = 0.5 * in[i] + 1.0;
        if (i >= 1 && i < (n - 1)) {
          out[i] =
              (0.5 * in[(i - 1)] + 1.0) + scale * (0.5 * in[i] + 1.0) + (0.5 * in[(i + 1)] + 1.0);
        }
      }
    } else {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + scale * t[i] + t[i + 1];
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
