/*
 * case:     review29_knr_laundered_pointer
 * what:     The same through a K&R-defined helper (no prototype): nothing
 *           converts the number at the call (1632, fused 13600). (Review of
 *           session 29, r29_knr_laundered_pointer.)
 * expect:   REFUSED [no-alias] which may change `p`
 */
#include <stdio.h>
#include <stdlib.h>

#define N 16

static void poke();

static void kick(double *o, long addr)
{
  poke(addr, 50.0);
  o[0] = 0.0;
}

static void poke(q, v)
double *q;
double v;
{
  q[0] = v;
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
      kick(&out[k], base + 8 * k);
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
