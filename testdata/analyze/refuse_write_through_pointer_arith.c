/*
 * case:     refuse_write_through_pointer_arith
 * what:     The consumer writes the producer's input through pointer
 *           arithmetic, *(a + i) = 0, after reading the temporary at a
 *           mirrored index: recomputed there, the producer would read the
 *           zeros (issue 10, reproducer 3: 4 3 0 0 instead of 4 3 2 1).
 * regions:  R1 producer (writes t, reads a), R2 consumer (reads t, writes a).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the consumer writes a, which the producer reads.
 */
#include <stdlib.h>

void mirror_and_clear(double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(tofrom: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      b[i] = t[n - 1 - i];
      *(a + i) = 0.0;
    }
  }
  free(t);
}
