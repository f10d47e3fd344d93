/*
 * case:     review29_goto_allocated_after
 * what:     `x` is declared before `y` is allocated, both in the function's
 *           block, but a backward goto runs x's declaration again after the
 *           allocation (16592, fused 44880). (Review of session 29,
 *           r29_goto_allocated_after.)
 * expect:   REFUSED [no-alias] may point to the same memory
 */
#include <stdio.h>
#include <stdlib.h>

#define N 16

static double *allocate(size_t n)
{
  return (double *)malloc(n * sizeof(double));
}

static void setv(double *a, double v)
{
  a[0] = v;
}

void compute(int n, double *p, double *res)
{
  double *keep = NULL;
  int pass = 0;
top:;
  double *x = pass ? keep : p;
  if (pass)
    goto work;
  double *y = allocate((size_t)n);
  keep = y;
  pass = 1;
  goto top;
work:;
  for (int i = 0; i < n; i++)
    y[i] = p[i];
  double *t = allocate((size_t)n);
  double *out = allocate((size_t)n);
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
  free(y);
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
