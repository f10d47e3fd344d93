/*
 * case:     vertical_callsite_pointer_array_guarded
 * what:     smooth(in, out, n) is static and called once, as
 *           smooth(ins[0], outs[0], N - 1) with ins[0] = buf and
 *           outs[0] = buf + 1 (third review, reproducer cs3). The call-site
 *           proof took `ins[0]` to point into `ins` and `outs[0]` into
 *           `outs`, two distinct arrays, and fused with no test (checksum
 *           18006 became 368638147997.02). An element of an array of
 *           pointers is a loaded pointer that may point anywhere; the pair
 *           is now fused under the run-time overlap test.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: LEGAL
 *           no-alias holds where PARACODEX_NO_OVERLAP(in, n, out, n) does.
 * strategy: inline, guarded.
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
  int m = n;
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
#pragma omp target data map(alloc: t[0:m])
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
  printf("m=%d\n", m);
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
    double *ins[1], *outs[1];
    ins[0] = buf;
    outs[0] = buf + 1;
    smooth(ins[0], outs[0], N - 1);
  }
  double sum = 0.0;
  for (int i = 0; i < 2 * N; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
