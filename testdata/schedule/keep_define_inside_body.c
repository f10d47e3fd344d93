/*
 * case:   keep_define_inside_body
 * what:   The body redefines its index macro: the loads moved ahead of the
 *         body would expand the old one (results differed). Kept.
 * expect: KEPT [march-text] a preprocessor line lies inside the region
 */
#include <stdio.h>
#include <stdlib.h>
#define AT(x, k, j, i) x[((i) * n + (j)) * n + (k)]
static void f(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++) {
#undef AT
#define AT(x, k, j, i) x[((k) * n + (j)) * n + (i)]
        AT(out, k, j, i) = AT(u, k - 1, j, i) + AT(u, k + 1, j, i);
      }
}

int main(void)
{
  int n = 10;
  double *u = malloc(n * n * n * sizeof(double)), *out = calloc(n * n * n, sizeof(double));
  for (int p = 0; p < n * n * n; p++)
    u[p] = p % 7;
  f(u, out, n);
  double s = 0;
  for (int p = 0; p < n * n * n; p++)
    s += out[p] * (p % 13 + 1);
  printf("%.17g\n", s);
  return 0;
}
