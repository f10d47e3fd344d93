/*
 * case:     refuse_consumer_maps_temporary_to
 * what:     The producer maps the temporary `alloc`, the consumer `to`,
 *           with nothing keeping it present between them: the producer's
 *           device copy ends with its region, and the original consumer
 *           reads the host's values (calloc's zeros), which a fused
 *           consumer would not.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [reaches-consumer]
 * rule:     the consumer's `map(to: t)` copies the host's values in.
 */
#include <stdlib.h>

void host_values(const double *restrict in, double *restrict out, int n)
{
  double *t = calloc((size_t)n, sizeof *t);
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = in[i] * 2.0;
#pragma omp target teams distribute parallel for map(to: t[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = t[i] + 1.0;
  free(t);
}
