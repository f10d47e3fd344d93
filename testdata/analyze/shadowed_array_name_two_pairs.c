/*
 * case:     shadowed_array_name_two_pairs
 * what:     Two arrays of one function are both called t: the outer
 *           work array, and a block-scope t that shadows it. Arrays are
 *           their declarations (issue 27), so each pair sees its own t:
 *           the other t's regions, allocation and free are not uses of
 *           it. Until session 23 the model keyed arrays by spelling and
 *           both pairs were refused [distinct-names].
 * regions:  R1 writes the outer t, R2 reads it; R3 writes the inner t,
 *           R4 reads it.
 * expect:   R1 -> R2 via t: LEGAL
 * expect:   R3 -> R4 via t: LEGAL
 * fused:    each t's allocation, maps and free go with its own pair; the
 *           other t's stay until its pair removes them.
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
