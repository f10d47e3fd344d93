/*
 * case:     vertical_int_temp_of_double
 * what:     The temporary is int; the producer stores double arithmetic in
 *           it, so each store truncates. The recomputed value must be
 *           truncated the same way: ((int)(a[i] * 2.5)), not a[i] * 2.5
 *           (issue 10, reproducer 2: 0.25 came out instead of 0).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 *           the element type is carried into the copy as a cast.
 * strategy: inline (recompute).
 */
#include <stdlib.h>

void truncate_then_scale(const double *restrict a, double *restrict b, int n)
{
  int *t = malloc((size_t)n * sizeof(int));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * 2.5;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = t[i] * 0.5;
  }
  free(t);
}
