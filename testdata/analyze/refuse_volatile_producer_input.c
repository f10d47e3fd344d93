/*
 * case:     refuse_volatile_producer_input
 * what:     The producer reads a volatile array. Inline fusion would read
 *           each element twice (the consumer reads t at i - 1 and i + 1)
 *           and in the consumer's order: the number and order of volatile
 *           accesses are observable (C11 5.1.2.3p6). Fused before the rule
 *           existed.
 * regions:  R1 producer (reads x, writes t), R2 consumer (reads t, writes y).
 * expect:   R1 -> R2 via t: REFUSED [no-volatile]
 * rule:     the producer accesses a volatile object.
 */
#include <stdlib.h>

void blur_volatile_input(const volatile double *restrict x, double *restrict y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      y[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
