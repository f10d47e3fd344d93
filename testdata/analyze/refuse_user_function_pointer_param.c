/*
 * case:     refuse_user_function_pointer_param
 * what:     The producer's helper takes the array and an index and reads
 *           through the pointer: what it reads is memory, which paracodex
 *           does not follow into a callee, so the call stays an effect
 *           (and the array escapes to it).
 * regions:  R1 producer (writes t through at2), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 * rule:     the producer calls `at2`, which takes a pointer.
 */
#include <stdlib.h>

static double at2(const double *p, int i)
{
  return 2.0 * p[i];
}

void twice_then_sum(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = at2(a, i);
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      b[i] = t[i] + t[i - 1];
  }
  free(t);
}
