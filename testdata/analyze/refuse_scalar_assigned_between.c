/*
 * case:     refuse_scalar_assigned_between
 * what:     A scalar the producer reads is assigned on the host between the
 *           regions. The producer ran with c0 = 2 (a firstprivate copy);
 *           a recomputation in the consumer would use c0 = 10. Found by an
 *           independent random-program generator (issue 10, reproducer 1).
 * regions:  R1 producer (writes t, reads c0), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [nothing-between]
 * rule:     the producer's scalar input c0 is assigned between the regions.
 */
#include <stdlib.h>

void scale_then_copy(const double *restrict a, double *restrict b, int n)
{
  double c0 = 2.0;
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = c0 * a[i];
    c0 = 10.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = t[i] + c0;
  }
  free(t);
}
