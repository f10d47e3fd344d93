/*
 * case:     refuse_predicated_store_in_branch
 * what:     The producer stores to its temporary inside an if: in the
 *           iterations where the condition is false it writes nothing (the
 *           consumer reads t only where it was written). No conditional
 *           expression stands for a store that does not happen.
 * regions:  R1 producer (writes t under an if), R2 consumer.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 */
#include <stdlib.h>

void partial(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i];
      if (v > 0.0)
        t[i] = v;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = in[i] > 0.0 ? t[i] * 2.0 : 0.0;
  }
  free(t);
}
