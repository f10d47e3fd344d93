/*
 * case:     refuse_producer_is_initial_device
 * what:     The producer stores omp_is_initial_device(). omp.h defines it
 *           inline with a declare variant per device, and clang resolves
 *           the call to the host specialisation (a function with a body
 *           here, `omp_is_initial_device$ompvariant$...`): its answer is
 *           where the call runs, so it is no pure function of the user's,
 *           and the producer keeps the call as an effect (session 23: the
 *           first version of PureFunctions.h took it for one).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 * rule:     the producer calls a function whose answer depends on where
 *           it runs.
 */
#include <omp.h>
#include <stdlib.h>

void where_then_scale(double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = (double)omp_is_initial_device() + i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = 2.0 * t[i];
  }
  free(t);
}
