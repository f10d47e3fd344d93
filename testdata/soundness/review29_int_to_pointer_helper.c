/*
 * case:     review29_int_to_pointer_helper
 * what:     A helper takes an address as a `long` and hands it to another
 *           helper's `double *` parameter (an implicit integer-to-pointer
 *           conversion): the write to the producer's input `p` was missed (1632,
 *           fused 13600). (Review of session 29, r29_int_to_pointer_helper.)
 * expect:   REFUSED [no-alias] which may change `p`
 */
#include <stdio.h>
#include <stdlib.h>

#pragma clang diagnostic ignored "-Wint-conversion"

#define N 16

static void poke(double *q, double v)
{
  q[0] = v;
}

static void kick(double *o, long addr)
{
  poke(addr, 50.0);
  o[0] = 0.0;
}

void compute(int n, double *p, double *res)
{
  long base = (long)p;
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: p[0:n]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * p[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      kick(&out[k], base + (long)sizeof(double) * k);
      out[k] += t[k];
    }
  }
  for (int i = 0; i < n; i++)
    res[i] = out[i];
  free(out);
  free(t);
}

int main(void)
{
  double p[N], res[N];
  for (int i = 0; i < N; i++)
    p[i] = 1.0 + 0.5 * i;
  compute(N, p, res);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += res[i] * (i + 1);
  printf("checksum %.6f\n", s);
  return 0;
}
