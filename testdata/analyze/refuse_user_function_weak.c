/*
 * case:     refuse_user_function_weak
 * what:     vertical_pure_user_function's helper, but its definition is
 *           weak: another file's definition replaces it at link time, so
 *           the body read here proves nothing about the one that runs.
 * regions:  R1 producer (writes t through scale), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 * rule:     the producer calls `scale`, which may run another body.
 */
#include <stdlib.h>

#pragma omp declare target
__attribute__((weak)) double scale(double v)
{
  return 2.0 * v;
}
#pragma omp end declare target

void scale_then_sum(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = scale(a[i]);
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      b[i] = t[i] + t[i - 1];
  }
  free(t);
}
