/*
 * case:     refuse_predicated_unset_on_one_path
 * what:     A local declared without a value and set only when the
 *           condition holds: where it does not, the producer stores an
 *           indeterminate value (which the consumer does not use). The
 *           copy has no value to write for it on that path.
 * regions:  R1 producer (sets w under an if, writes t), R2 consumer.
 * expect:   R1 -> R2 via t: REFUSED [rewritable]
 */
#include <stdlib.h>

void unset(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double w;
      if (in[i] > 0.0)
        w = in[i];
      t[i] = w;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = in[i] > 0.0 ? t[i] * 2.0 : 0.0;
  }
  free(t);
}
