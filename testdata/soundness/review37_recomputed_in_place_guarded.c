/*
 * case:     review37_recomputed_in_place_guarded
 * what:     The first stores t[i] = 2 * a[i]; main passes t == a (an
 *           in-place scale, race-free). The second reads t[i - 1]: a
 *           recomputed copy 2 * a[i - 1] reads memory the first body of
 *           iteration i - 1 may already have scaled.
 * expect:   FUSED
 * from:     review 37 (fused correctly; kept as a regression case)
 */
#include <stdio.h>
#include <stdlib.h>

void f(const double *a, double *t, double *y, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    t[i] = 2.0 * a[i];

#pragma omp target teams distribute parallel for
  for (int i = 1; i < n; i++)
    y[i] = t[i - 1] + t[i];
}

int main(void)
{
  int n = 1000;
  double *a = malloc(n * sizeof *a), *y = calloc(n, sizeof *y);
  for (int i = 0; i < n; i++)
    a[i] = (i * 37 % 101) / 7.0;
#pragma omp target data map(tofrom: a[0:n], y[0:n])
  f(a, a, y, n);
  double ct = 0, cy = 0;
  for (int i = 0; i < n; i++) {
    ct += a[i] * (i % 7 + 1);
    cy += y[i] * (i % 5 + 1);
  }
  printf("%.10f %.10f\n", ct, cy);
  return 0;
}
