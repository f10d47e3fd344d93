/*
 * case:     refuse_shadowed_array_name
 * what:     Two arrays of one function are both called t: the outer
 *           work array, and a block-scope t that shadows it. The model
 *           keys arrays by spelling, so it cannot tell which t a region
 *           uses; every pair that touches the name is refused rather than
 *           merging the two arrays' uses.
 * regions:  R1 writes the outer t, R2 reads it; R3 writes the inner t,
 *           R4 reads it.
 * expect:   R1 -> R2 via t: REFUSED [distinct-names]
 * expect:   R3 -> R4 via t: REFUSED [distinct-names]
 * rule:     no two arrays the pair touches share a name.
 */
#include <stdlib.h>

void two_ts(const double *restrict a, double *restrict b, double *restrict c, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for map(alloc: t[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = t[i] + 1.0;
  free(t);
  {
    double *t = malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: t[0:n])
    for (int i = 0; i < n; i++)
      t[i] = 3.0 * a[i];
#pragma omp target teams distribute parallel for map(alloc: t[0:n]) map(from: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] = t[i] - 1.0;
    free(t);
  }
}
