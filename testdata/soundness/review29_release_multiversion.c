/*
 * case:     review29_release_multiversion
 * what:     A multiversioned free wrapper whose AVX2 body also counts what it
 *           frees: deleting `release(&t)` deleted the count (2768, fused 1768).
 *           (Review of session 29, r29_release_multiversion.)
 * expect:   FUSED (keep-store), vertical REFUSED [no-escape] pointer value
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static int released;
__attribute__((target("default"))) static void release(double **pp)
{
  if (*pp != NULL) {
    free(*pp);
    *pp = NULL;
  }
}
__attribute__((target("avx2"))) static void release(double **pp)
{
  if (*pp != NULL) {
    free(*pp);
    *pp = NULL;
    released++;
  }
}

void compute(int n, double *p, double *res)
{
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: p[0:n]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * p[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++)
      out[k] = t[k] + 1.0;
  }
  for (int i = 0; i < n; i++)
    res[i] = out[i] + released;
  free(out);
  release(&t);
  res[0] += 1000.0 * released;
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
