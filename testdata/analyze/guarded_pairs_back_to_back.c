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

static void smooth2(const double *in, double *out, double *out2, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *u = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n], u[0:n]) map(present, to: in[0:n]) map(present, tofrom: out[0:n], out2[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      u[i] = in[i] * 3.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out2[i] = u[i - 1] - u[i + 1];
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
