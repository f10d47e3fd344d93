/*
 * case:     vertical_shared_producer
 * what:     one producer writes two temporaries, each read by its own
 *           consumer, with a region between the two consumers that reads
 *           neither; every pointer is restrict. The producer is fused into
 *           both consumers at once and goes, with both temporaries, their
 *           allocations, maps and frees.
 * regions:  R1 producer (writes lo, hi), R2 consumer (reads lo, writes out),
 *           R3 (writes out2), R4 consumer (reads hi, writes out2).
 * expect:   R1 -> R2 via lo: LEGAL
 *           R1 -> R4 via hi: LEGAL
 *           R2 + R3 horizontal: REFUSED [vertical-first]
 *           R3 + R4 keep-store: REFUSED [vertical-first]
 * strategy: inline, both at once; in the next rounds the fused R2 and
 *           R3 share a launch over 0..n-1 (R2's body from 1), and R4
 *           joins them keeping its stores to out2.
 */
#include <stdio.h>
#include <stdlib.h>

static void split(const double *restrict in, double *restrict out, double *restrict out2, int n)
{
  double *lo = (double *)malloc((size_t)n * sizeof(double));
  double *hi = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n], out2[0:n]) map(alloc: lo[0:n], hi[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      lo[i] = 0.5 * in[i];
      hi[i] = in[i] - 0.5 * in[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      out[i] = lo[i] + lo[i - 1];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out2[i] = 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out2[i] = out2[i] * hi[i];
  }
  free(lo);
  free(hi);
}

int main(void)
{
  enum { N = 48 };
  double in[N], out[N], out2[N];
  for (int i = 0; i < N; i++) {
    in[i] = (double)((i * 29) % 13) - 6.0;
    out[i] = 0.0;
  }
  split(in, out, out2, N);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += (out[i] + 3.0 * out2[i]) * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
