/*
 * case:     refuse_rewrite_store_in_macro
 * what:     The producer's whole store is written by a macro: the value to
 *           recompute is spelled in the macro's body, not in the region, so
 *           the rewrite has no text of the file to copy. analyze must say so
 *           (it used to call such pairs legal while fuse left them alone).
 * regions:  R1 producer (writes t through STORE), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [rewritable]
 * rule:     the stored expression is partly inside a macro body.
 */
#include <stdlib.h>

#define STORE(k) t[k] = a[k] * a[k]

void squares(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      STORE(i);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = t[i] + 1.0;
  }
  free(t);
}
