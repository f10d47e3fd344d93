/*
 * case:     review29_target_multiversion
 * what:     A multiversioned helper (`target("default")`, `target("avx2")`): the
 *           body read was harmless, the one that runs on an AVX2 host writes `g`
 *           (1632, fused 29920). (Review of session 29,
 *           r29_target_multiversion.)
 * expect:   REFUSED [no-alias] which may change `g`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
double g[N];
__attribute__((target("default"))) static void setv(double *a, double v, int i) { a[0] = 0.0; }
__attribute__((target("avx2"))) static void setv(double *a, double v, int i) { g[i] = v; a[0] = 0.0; }

void compute(int n, double *p, double *res)
{
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: p[0:n], g[0:N]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * g[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      setv(&out[k], 100.0 + k, k);
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
  for (int i = 0; i < N; i++)
    g[i] = p[i];
  compute(N, p, res);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += res[i] * (i + 1);
  printf("checksum %.6f\n", s);
  return 0;
}
