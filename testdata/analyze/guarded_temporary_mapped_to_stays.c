/*
 * case:     guarded_temporary_mapped_to_stays
 * what:     vertical_runtime_overlap_check with the temporary mapped
 *           `to` (copied to the device) instead of `alloc`. A guarded
 *           fusion moves the device allocation of a temporary into the
 *           fallback only for an `alloc` map, which copies nothing
 *           (FallbackAllocation.h); a `to` map copies the host's t on
 *           entry, so it stays around both branches as written.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: LEGAL
 *           no-alias holds where PARACODEX_NO_OVERLAP(in, n, out, n) does.
 * strategy: inline, guarded; `map(to: t[0:n])` stays on the target data.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *in, double *out, int n)
{
  double *t = calloc((size_t)n, sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(to: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
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
