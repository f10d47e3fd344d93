/*
 * case:     refuse_binding_value_captured
 * what:     The producer's binding `i3 = 2*j + d` uses the outer `d`; the
 *           consumer declares its own `int d`. Substituting the binding's
 *           value into the consumer would read the consumer's `d` (found by
 *           a review: checksum 11225 became 11388).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [rewritable]
 * rule:     no name a copied value uses may be hidden by a consumer local.
 */
#include <stdio.h>
#include <stdlib.h>
static void f(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc(n*sizeof(double));
  int i3 = 7, d = 1;
#pragma omp target data map(to: in[0:4*n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) {
      i3 = 2 * j + d;
      t[j] = in[i3];
    }
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) {
      int d = j / 2;
      out[j] = t[j] + d;
    }
  }
  free(t);
  printf("i3=%d d=%d\n", i3, d);
}
int main(void)
{
  enum { N = 40 };
  double *in = malloc(4*N*sizeof(double)), *out = malloc(N*sizeof(double));
  for (int i = 0; i < 4*N; i++) in[i] = (double)((i * 37) % 11) - 4.0;
  for (int i = 0; i < N; i++) out[i] = 0;
  f(in, out, N);
  double sum = 0.0;
  for (int i = 0; i < N; i++) sum += out[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
