/*
 * case:     vertical_static_callers_distinct
 * what:     NAS style without restrict: `smooth(in, out, n)` is static and
 *           its address is never taken, so its callers are all here. It is
 *           called as smooth(a, b, n) from main and through a static
 *           wrapper run(x, y) called with (a, b): `in` always points into
 *           the global `a`, `out` into `b`. The pair is legal, and the
 *           report says why (a fact of the callers, not of smooth).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <stdio.h>
#include <stdlib.h>

#define N 64
static double a[N], b[N];

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
  }
  free(t);
}

static void run(const double *x, double *y)
{
  smooth(x, y, N);
}

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = i;
  smooth(a, b, N);
  run(&a[0], b);
  printf("%g\n", b[N / 2]);
  return 0;
}
