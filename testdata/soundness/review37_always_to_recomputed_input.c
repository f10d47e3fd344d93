/*
 * case:     review37_always_to_recomputed_input
 * what:     The second region maps `a` `always, to` (refreshing the device
 *           copy from a host copy that `bump` left stale) and reads `t` at
 *           k - 1, which a keep-store fusion recomputes as `2.0 * a[k - 1]`:
 *           in one launch the copy would come before the first body and the
 *           recomputations, which would read the stale `a` (review 37, r08c).
 * expect:   REFUSED [not-mapped-back] copied back to the host
 * rule:     the keep-store pair is refused by one-device-copy (not listed:
 *           analyze lists a keep-store pair only when legal)
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

static void bump(double *a, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3.0 + 1.0;
}

void f(double *restrict a, double *restrict t, double *restrict y, int n)
{
#pragma omp target data map(to: a[0:n]) map(tofrom: t[0:n], y[0:n])
  {
    bump(a, n);

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * a[i];

#pragma omp target teams distribute parallel for map(always, to: a[0:n])
    for (int k = 1; k < n; k++)
      y[k] = t[k - 1] * 0.5;
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
