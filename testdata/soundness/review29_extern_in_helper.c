/*
 * case:     review29_extern_in_helper
 * what:     A helper's block-scope `extern double g[]` was taken for a local
 *           array of its own, so the consumer's helper wrote the global the
 *           producer reads (checksum 1632, fused 29920). (Review of session 29,
 *           r29_extern_in_helper.)
 * expect:   REFUSED [no-alias] which may change `g`
 */
#include <stdio.h>
#include <stdlib.h>

#define N 16
double g[N];

static void bump(double *o, int i)
{
  extern double g[N];
  g[i] = 100.0 + i;
  o[0] = 0.0;
}

void compute(int n, double *res)
{
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: g[0:n]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * g[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      bump(&out[k], k);
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
  double res[N];
  for (int i = 0; i < N; i++)
    g[i] = 1.0 + 0.5 * i;
  compute(N, res);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += res[i] * (i + 1);
  printf("checksum %.6f\n", s);
  return 0;
}
