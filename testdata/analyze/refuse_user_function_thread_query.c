/*
 * case:     refuse_user_function_thread_query
 * what:     The producer's helper adds omp_get_thread_num(): its answer is
 *           the thread the call runs on, which a fusion changes, so the
 *           helper is not a function of its arguments.
 * regions:  R1 producer (writes t through tagged), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 * rule:     the producer calls `tagged`, which calls omp_get_thread_num.
 */
#include <omp.h>
#include <stdlib.h>

static double tagged(double v)
{
  return v + 0.0 * omp_get_thread_num();
}

void tag_then_copy(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = tagged(a[i]);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = 3.0 * t[i];
  }
  free(t);
}
