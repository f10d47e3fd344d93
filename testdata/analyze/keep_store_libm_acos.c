/*
 * case:     keep_store_libm_acos
 * what:     HeCBench heat's initial condition in small: the first region
 *           computes `sin(acos(-1.0) * x)` into the grid the caller keeps,
 *           the second reads it at the same point. `acos` was missing from
 *           the list of pure C library functions, so point-wise took it
 *           for a call that may touch memory (session 25, corpus).
 * regions:  R1 (writes u), R2 (reads u, writes v).
 * expect:   R1 -> R2 via u: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store.
 */
#include <math.h>

void init(double *restrict u, double *restrict v, int n, double dx)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: u[0:n * n], v[0:n * n])
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      u[i + j * n] = sin(acos(-1.0) * (i + 1) * dx) * sin(acos(-1.0) * (j + 1) * dx);
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: u[0:n * n], v[0:n * n])
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      v[i + j * n] = 0.5 * u[i + j * n];
}
