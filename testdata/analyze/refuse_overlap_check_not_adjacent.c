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

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
    double scale = 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + scale * t[i] + t[i + 1];
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
