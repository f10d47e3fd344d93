/*
 * case:     refuse_private_read_before_set
 * what:     A private scalar the producer reads before it sets it in the
 *           iteration: the read sees what the same thread stored in an
 *           earlier iteration, which no copy of the producer's expression
 *           can reproduce in the consumer.
 * regions:  R1 producer (reads then sets private x, writes t), R2 consumer.
 * expect:   R1 -> R2 via t: REFUSED [rewritable]
 * rule:     the producer reads its private `x` before it sets it.
 */
#include <stdlib.h>

void carry(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double x = 0.0;
  int i;
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for private(x)
    for (i = 0; i < n; i++) {
      t[i] = x;
      x = in[i];
    }
#pragma omp target teams distribute parallel for
    for (i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  free(t);
}
