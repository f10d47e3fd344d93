/*
 * case:     review29_alloc_wrapper_cleanup_escape
 * what:     The temporary's allocation wrapper has a cleanup local that keeps
 *           the fresh block in a global; deleting the wrapper's call deleted
 *           that store (the program printed `last null` instead of `last set`).
 *           (Review of session 29, r29_alloc_wrapper_cleanup_escape.)
 * expect:   FUSED (keep-store), vertical REFUSED [temporary] not allocated
 */
#include <stdio.h>
#include <stdlib.h>

#define N 16
static double *last;

static void keep(double **pp)
{
  last = *pp;
}

static double *allocate(size_t n)
{
  double *v __attribute__((cleanup(keep))) = (double *)malloc(n * sizeof(double));
  return v;
}

void compute(int n, double *p, double *res)
{
  double *t = allocate((size_t)n);
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
  printf("checksum %.6f last %s\n", s, last ? "set" : "null");
  return 0;
}
