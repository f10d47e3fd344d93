/*
 * case:     refuse_nowait
 * what:     The producer is launched asynchronously (nowait) and the host
 *           waits with taskwait before the consumer.
 * regions:  R1 producer (nowait, writes sq), R2 consumer (reads sq).
 * expect:   R1 -> R2 via sq: REFUSED [synchronous]
 * rule:     a region of the pair is asynchronous (nowait): its ordering
 *           with the host and other tasks is not modelled.
 */
#include <stdlib.h>

void sq_avg_async(const float *restrict v, float *restrict w, int n)
{
  float *sq = malloc((size_t)n * sizeof(float));

#pragma omp target data map(to: v[0:n]) map(tofrom: w[0:n]) map(alloc: sq[0:n])
  {
#pragma omp target teams distribute parallel for nowait
    for (int i = 0; i < n; i++)
      sq[i] = v[i] * v[i];

#pragma omp taskwait

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      w[i] = 0.5f * (sq[i - 1] + sq[i + 1]);
  }

  free(sq);
}
