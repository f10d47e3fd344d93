/*
 * case:     review37_recomputed_read_in_subscript
 * what:     R2 reads t[k - 1] inside another read's subscript and inside a
 *           ternary's arms.
 * expect:   FUSED
 * from:     review 37 (fused correctly; kept as a regression case)
 */
#include <stdio.h>
#include <stdlib.h>
static double *filled(int n, double scale)
{
  double *a = malloc(sizeof *a * n);
  for (int k = 0; k < n; k++)
    a[k] = scale * ((k * 37) % 101) / 101.0 + 0.5 * scale;
  return a;
}
static double sum(const double *a, int n)
{
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += a[k] * (1 + k % 7);
  return s;
}

void f(const double *restrict a, const int *restrict idx, int *restrict t,
       double *restrict y, int n)
{
#pragma omp target data map(to: a[0:n], idx[0:n]) map(tofrom: t[0:n], y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = (idx[i] * 7 + i) % n;
#pragma omp target teams distribute parallel for
    for (int k = 1; k < n; k++)
      y[k] = a[t[k - 1]] + (a[k] > 0.7 ? t[k - 1] : t[k]);
  }
}

int main(void)
{
  int n = 1000;
  double *a = filled(n, 1.0), *y = filled(n, 0.0);
  int *idx = malloc(n * sizeof *idx), *t = calloc(n, sizeof *t);
  for (int i = 0; i < n; i++) idx[i] = (i * 31) % 97;
  f(a, idx, t, y, n);
  long st = 0;
  for (int i = 0; i < n; i++) st += t[i] * (i % 5);
  printf("%ld %.10f\n", st, sum(y, n));
  return 0;
}
