/*
 * case:     refuse_shared_producer_partner_refused
 * what:     vertical_shared_producer where `hi` is read on the host after
 *           its consumer: that pair is refused (dead-after), so the
 *           producer cannot go, and the pair through `lo` is refused too:
 *           fusing it alone would have to keep the producer's write of `hi`.
 * regions:  R1 producer (writes lo, hi), R2 consumer (reads lo, writes out),
 *           R3 consumer (reads hi, writes out2).
 * expect:   R1 -> R2 via lo: REFUSED [removable-producer]
 *           R1 -> R3 via hi: REFUSED [dead-after]
 *           R2 + R3 horizontal: LEGAL (over 0..n-1, R2's body from 1)
 * rule:     the message of the first names the refused pair through `hi`.
 */
#include <stdio.h>
#include <stdlib.h>

static double split(const double *restrict in, double *restrict out, double *restrict out2,
                    int n)
{
  double *lo = (double *)malloc((size_t)n * sizeof(double));
  double *hi = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n], out2[0:n]) map(alloc: lo[0:n]) map(from: hi[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      lo[i] = 0.5 * in[i];
      hi[i] = in[i] - 0.5 * in[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      if (i >= 1)
        out[i] = lo[i] + lo[i - 1];
      out2[i] = 2.0 * hi[i];
    }
  }
  double last = hi[n - 1];
  free(lo);
  free(hi);
  return last;
}

int main(void)
{
  enum { N = 48 };
  double in[N], out[N], out2[N];
  for (int i = 0; i < N; i++) {
    in[i] = (double)((i * 29) % 13) - 6.0;
    out[i] = 0.0;
  }
  double last = split(in, out, out2, N);
  double sum = last;
  for (int i = 0; i < N; i++)
    sum += (out[i] + 3.0 * out2[i]) * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
