/*
 * case:     refuse_overlap_check_consumer_sets_offset
 * what:     The consumer is a split `target map(tofrom: m)` whose body sets
 *           m = -4 before its loop writes out[i + m]. The run-time test runs
 *           before the producer and read the caller's m (found by a review:
 *           61884004 became 62275450). A value a region writes cannot bound
 *           it.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the test may not use a value a region writes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
static void f(const double *in, double *out, int n, int m)
{
  double *t = malloc((size_t)(4*n) * sizeof(double));
#pragma omp target data map(alloc: t[0:4*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) t[i] = in[i];
#pragma omp target map(tofrom: m)
    {
      m = -4;
#pragma omp parallel for
      for (int i = 0; i < n; i++) out[i + m] = t[i] * 3.0 + 1;
    }
  }
  free(t);
}
int main(void)
{
  enum { N = 16, B = 8*N };
  static double buf[B];
  double total = 0;
  for (int ko = 0; ko < 6*N; ko++) {
  for (int i = 0; i < B; i++) buf[i] = (double)((i * 37) % 11) - 4;
  f(buf + 3*N, buf + ko + 8, N, 0);
  double sum = 0.0;
  for (int i = 0; i < B; i++) sum += buf[i] * (double)(i + 1);
  total += sum * (ko + 1);
  }
  printf("checksum %.17g\n", total);
  return 0;
}
