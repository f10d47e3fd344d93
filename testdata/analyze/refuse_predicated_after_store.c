/*
 * case:     refuse_predicated_after_store
 * what:     The producer stores `v` to its temporary and only then changes
 *           `v` under an if (for a later store to another array): the copy
 *           of the stored value must be `v` as it was at the store, not
 *           the value the if chose after it.
 * regions:  R1 producer (writes t, then clamps v and writes u), R2
 *           consumer (reads t and u).
 * expect:   R1 -> R2 via t, u: REFUSED [rewritable]
 */
#include <stdlib.h>

void store_then_clamp(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *u = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n], u[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i];
      t[i] = v;
      if (v > 1.0)
        v = 1.0;
      u[i] = v;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] - u[i];
  }
  free(t);
  free(u);
}
