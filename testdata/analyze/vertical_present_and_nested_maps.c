/*
 * case:     vertical_present_and_nested_maps
 * what:     Maps as real code writes them: the temporary is mapped once by
 *           an enclosing `target data map(alloc:)`; the producer names it
 *           with `map(present, alloc: t[0:n])`, the consumer with a plain
 *           `map(tofrom: t[0:n])`. Neither copies anything: `present`
 *           never does, and inside the data region the outer mapping holds
 *           a reference, so the inner tofrom only counts.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 *           t is never copied back to the host.
 * strategy: inline (recompute).
 */
#include <stdlib.h>

void blend(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: b[0:n])
  {
#pragma omp target teams distribute parallel for map(present, alloc: t[0:n], a[0:n])
    for (int i = 0; i < n; i++)
      t[i] = a[i] * a[i];
#pragma omp target teams distribute parallel for map(tofrom: t[0:n]) map(present, alloc: b[0:n])
    for (int i = 0; i < n; i++)
      b[i] = t[i] - 1.0;
  }
  free(t);
}
