/*
 * case:   march_typedef_shadowed
 * what:   `k` is declared outside as `idx` (int), and the region's scope has
 *         its own `idx` (signed char): the marched loop declares `k` as `int`,
 *         its canonical type (it wrapped, and crashed).
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>
typedef int idx;
static void f(const double *restrict u, double *restrict out, int n)
{
  idx k;
  {
    typedef signed char idx;
    (void)sizeof(idx);
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:200*n*n]) map(tofrom: out[0:200*n*n])
    for (k = 1; k < 199; k++)
      for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
          out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
  }
}
int main(void)
{
  int n = 4;
  double *u = malloc(200 * n * n * sizeof(double)), *out = calloc(200 * n * n, sizeof(double));
  for (int p = 0; p < 200 * n * n; p++)
    u[p] = p % 7;
  f(u, out, n);
  double s = 0;
  for (int p = 0; p < 200 * n * n; p++)
    s += out[p] * (p % 13 + 1);
  printf("%.17g\n", s);
  return 0;
}
