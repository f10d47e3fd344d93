/*
 * case:     refuse_inplace_consumer_writes_input
 * what:     In-place conservative update: the producer computes face
 *           differences of u, the consumer updates u itself from them.
 *           Recomputing du[i-1] inside the fused loop would read u[i-1],
 *           which another thread may already have overwritten.
 * regions:  R1 producer (reads u, writes du), R2 consumer (reads du,
 *           writes u).
 * expect:   R1 -> R2 via du: REFUSED [no-alias]
 * rule:     the consumer writes an array the producer reads (u), so a
 *           recomputation could see updated values.
 */
#include <stdlib.h>

void diffuse_inplace(double *restrict u, int n, double nu)
{
  double *du = malloc((size_t)n * sizeof(double));

#pragma omp target data map(tofrom: u[0:n]) map(alloc: du[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      du[i] = u[i + 1] - u[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      u[i] += nu * (du[i] - du[i - 1]);
  }

  free(du);
}
