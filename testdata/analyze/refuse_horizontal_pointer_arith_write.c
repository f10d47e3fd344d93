/*
 * case:     refuse_horizontal_pointer_arith_write
 * what:     The first region writes t through pointer arithmetic, the
 *           second reads it at mirrored indices: they are not independent
 *           (issue 10, reproducer 3, horizontal form), and the write is not
 *           one a vertical fusion can recompute.
 * regions:  R1 (writes *(t + i)), R2 (reads t[n-1-i]).
 * expect:   R1 -> R2 via t: REFUSED [affine-write]
 *           R1 + R2 horizontal: REFUSED
 * rule:     R1 -> R2: the write's index is not analysed. No horizontal
 *           candidate: R2 reads what R1 writes.
 */
#include <stdlib.h>

void reverse(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      *(t + i) = 2.0 * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = t[n - 1 - i];
  }
  free(t);
}
