/*
 * case:     refuse_store_through_untraced_pointer
 * what:     The consumer stores through a pointer a call returns: it leads
 *           to no array paracodex knows, so it may be the producer's input.
 * regions:  R1 producer (writes t, reads a), R2 consumer (reads t, stores
 *           through pick(a, b)).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     a store paracodex cannot trace to an array.
 */
#include <stdlib.h>

#pragma omp declare target
static double *pick(double *a, double *b, int i) { return i % 2 ? a : b; }
#pragma omp end declare target

void scatter(double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      *(pick(a, b, i) + i) = t[n - 1 - i];
  }
  free(t);
}
