/*
 * case:     review37_recomputed_offset_alias_guarded
 * what:     R2 writes y = a - 1 (a local pointer into a): y[k] is a[k-1],
 *           which R1's body of iteration k - 1 and the recomputed copy
 *           read.
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

void f(double *restrict base, double *restrict t, int n)
{
  double *a = base + 1;
  double *y = a - 1;
#pragma omp target data map(tofrom: base[0:n + 1], t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
    for (int k = 1; k < n; k++)
      y[k] = t[k - 1] + 1.0;
  }
}

int main(void)
{
  int n = 1000;
  double *b = filled(n + 1, 1.0), *t = filled(n, 0.0);
  f(b, t, n);
  printf("%.10f %.10f\n", sum(t, n), sum(b, n + 1));
  return 0;
}
