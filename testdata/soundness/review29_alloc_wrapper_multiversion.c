/*
 * case:     review29_alloc_wrapper_multiversion
 * what:     A multiversioned allocation wrapper: the default body returns
 *           malloc, the AVX2 body the pool `x` already points to (16592, fused
 *           44880). (Review of session 29, r29_alloc_wrapper_multiversion.)
 * expect:   REFUSED [no-alias] may point to the same memory
 */
#include <stdio.h>
#include <stdlib.h>

#define N 16
static double pool[N];

__attribute__((target("default"))) static double *allocate(size_t n)
{
  return (double *)malloc(n * sizeof(double));
}
__attribute__((target("avx2"))) static double *allocate(size_t n)
{
  return pool;
}

static void setv(double *a, double v)
{
  a[0] = v;
}

void compute(int n, double *p, double *res)
{
  double *x = pool;
  double *y = allocate((size_t)n);
  for (int i = 0; i < n; i++)
    y[i] = p[i];
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      setv(&y[k], 100.0 + k);
      out[k] = t[k];
    }
  }
  for (int i = 0; i < n; i++)
    res[i] = out[i] + y[i];
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
