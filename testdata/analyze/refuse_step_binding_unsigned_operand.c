/*
 * case:     refuse_step_binding_unsigned_operand
 * what:     `int i3; unsigned d; i3 = j - d;`: the subtraction is unsigned and
 *           wraps before the conversion to int; substituted as `(j - d)`
 *           into an index it read in[4294967286] (found by a review: the
 *           fused program crashed).
 * regions:  R1 producer (writes t, i3), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 * rule:     no unsigned operand in a binding's value.
 */
#include <stdio.h>
#include <stdlib.h>
static void f(const double *restrict in, double *restrict out, int n, unsigned d)
{
  double *t = malloc(n*sizeof(double));
  int i3 = 0;
#pragma omp target data map(to: in[-20:2*n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) {
      i3 = j - d;
      t[j] = in[i3] * 2.0;
    }
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) {
      out[j] = t[j] + 1.0;
    }
  }
  free(t);
  printf("i3=%d\n", i3);
}
int main(void)
{
  enum { N = 40 };
  double *base = malloc(4*N*sizeof(double)), *out = malloc(N*sizeof(double));
  for (int i = 0; i < 4*N; i++) base[i] = (double)((i * 37) % 11) - 4.0;
  for (int i = 0; i < N; i++) out[i] = 0;
  f(base + 2*N, out, N, 10);
  double sum = 0.0;
  for (int i = 0; i < N; i++) sum += out[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
