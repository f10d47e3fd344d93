/*
 * case:     refuse_overlap_check_local_pointer
 * what:     The consumer writes through its own local `double *o = out - 4;`:
 *           the run-time test named `o` before the producer, where it is
 *           not declared, and the rewritten text did not parse (found by a
 *           review: exit 3). An array declared inside a region cannot be
 *           tested.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     `o` is declared inside the consumer: no run-time test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
static void f(const double *in, double *out, int n)
{
  double *t = malloc((size_t)(4*n) * sizeof(double));
#pragma omp target data map(alloc: t[0:4*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) t[i] = in[i];
#pragma omp target
    {
      double *o = out - 4;
#pragma omp parallel for
      for (int i = 0; i < n; i++) o[i] = t[i] * 3.0 + 1;
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
  f(buf + 3*N, buf + ko + 8, N);
  double sum = 0.0;
  for (int i = 0; i < B; i++) sum += buf[i] * (double)(i + 1);
  total += sum * (ko + 1);
  }
  printf("checksum %.17g\n", total);
  return 0;
}
