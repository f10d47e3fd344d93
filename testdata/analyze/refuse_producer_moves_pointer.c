/*
 * case:     refuse_producer_moves_pointer
 * what:     The producer is a split `target` whose body does `in += 5;`
 *           before its loop reads in[i]: the fused consumer read in[i]
 *           without the shift (found by a review: 8485 became 8674, with
 *           restrict and disjoint arrays). A region that moves a pointer
 *           declared outside it is neither a producer nor a consumer.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 * rule:     the producer moves the pointer `in`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
static void f(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)(4*n) * sizeof(double));
#pragma omp target data map(alloc: t[0:4*n])
  {
#pragma omp target
    {
      in += 5;
#pragma omp parallel for
      for (int i = 0; i < n; i++) t[i] = in[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) out[i] = t[i] * 3.0 + 1;
  }
  free(t);
}
int main(void)
{
  enum { N = 16, B = 8*N };
  static double buf[B];
  double total = 0;
  for (int ko = 0; ko < 1; ko++) {
  for (int i = 0; i < B; i++) buf[i] = (double)((i * 37) % 11) - 4;
  f(buf + 3*N, buf + ((ko + 5*N > B - N) ? 0 : ko + 5*N), N);
  double sum = 0.0;
  for (int i = 0; i < B; i++) sum += buf[i] * (double)(i + 1);
  total += sum * (ko + 1);
  }
  printf("checksum %.17g\n", total);
  return 0;
}
