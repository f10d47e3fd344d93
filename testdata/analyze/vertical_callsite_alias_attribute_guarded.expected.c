/*
 * case:     vertical_callsite_alias_attribute_guarded
 * what:     every direct call of smooth passes distinct arrays, but an alias
 *           attribute names it again and that call overlaps: no call-site proof
 *           holds, and the pair is fused under the run-time overlap test (unguarded
 *           it gave 803835353071.26343 instead of 53515.5). Third session 6 review.
 * regions:  R1 producer, R2 consumer.
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

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                             PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                             PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        out[i] =
            (0.5 * in[(i - 1)] + 1.0) + 2.0 * (0.5 * in[i] + 1.0) + (0.5 * in[(i + 1)] + 1.0);
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
static void smooth_alias(const double *in, double *out, int n) __attribute__((alias("smooth")));

int main(void)
{
  enum { N = 64 };
  double a[N], b[N], buf[N + 1];
  for (int i = 0; i < N; i++) { a[i] = (double)((i * 37) % 11) - 4.0; b[i] = 0; }
  for (int i = 0; i <= N; i++) buf[i] = (double)((i * 13) % 7) - 2.0;
  smooth(a, b, N);
  smooth_alias(buf, buf + 1, N);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += (a[i] + 3.0 * b[i]) * (double)(i + 1);
  for (int i = 0; i <= N; i++)
    sum += buf[i] * (double)(i + 7);
  printf("checksum %.17g\n", sum);
  return 0;
}
