/*
 * case:     refuse_volatile_temporary
 * what:     The temporary's elements are volatile: each store and load of
 *           them is observable behaviour (C11 5.1.2.3p6), and fusion would
 *           delete them all. Fused before the rule existed.
 * regions:  R1 producer (reads x, writes t), R2 consumer (reads t, writes y).
 * expect:   R1 -> R2 via t: REFUSED [no-volatile]
 * rule:     `t` holds volatile elements.
 */
#include <stdlib.h>

void scale_volatile(const double *restrict x, double *restrict y, int n)
{
  volatile double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i] + 1.0;
  }
  free((void *)t);
}
