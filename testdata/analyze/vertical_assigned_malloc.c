/*
 * case:     vertical_assigned_malloc
 * what:     The temporary is declared without a value and allocated by a
 *           later assignment, as ParaCodex's MG writes it
 *           (`double *__restrict__ r1; ... r1 = (double*)malloc(...)`).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 *           t is assigned once, from malloc, before any region.
 * strategy: inline (recompute); the declaration, the assignment and the
 *           free go.
 */
#include <stdlib.h>

void damp(const double *restrict u, double *restrict v, int n)
{
  double *restrict t;
  t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: u[0:n]) map(from: v[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.25 * u[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      v[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  free(t);
}
