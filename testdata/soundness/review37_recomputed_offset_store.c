/*
 * case:     review37_recomputed_offset_store
 * what:     R1 stores t[i + 1] (a shifted store) from a[i] and i itself;
 *           R2 reads t[k] and t[k + 1]: the origins are k - 1 and k.
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

void f(const double *restrict a, double *restrict t, double *restrict y, int n)
{
#pragma omp target data map(to: a[0:n]) map(tofrom: t[0:n], y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      t[i + 1] = a[i] * 3.0 + 0.01 * i;
#pragma omp target teams distribute parallel for
    for (int k = 1; k < n - 1; k++)
      y[k] = t[k] - t[k + 1];
  }
}

int main(void)
{
  int n = 1000;
  double *a = filled(n, 1.0), *t = filled(n, 0.0), *y = filled(n, 0.0);
  f(a, t, y, n);
  printf("%.10f %.10f\n", sum(t, n), sum(y, n));
  return 0;
}
