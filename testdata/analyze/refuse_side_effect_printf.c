/*
 * case:     refuse_side_effect_printf
 * what:     Debug build: the producer prints every value it writes.
 *           Recomputing the producer inside the consumer would print each
 *           value up to three times.
 * regions:  R1 producer (writes ratio, calls printf), R2 consumer (reads
 *           ratio).
 * expect:   R1 -> R2 via ratio: REFUSED
 * rule:     the producer has a side effect (printf), which recomputation
 *           would repeat.
 */
#include <stdio.h>
#include <stdlib.h>

void debug_ratio(const double *restrict num, const double *restrict den,
                 double *restrict out, int n)
{
  double *ratio = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: num[0:n], den[0:n]) map(tofrom: out[0:n]) map(alloc: ratio[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double q = num[i] / den[i];
      ratio[i] = q;
      printf("ratio[%d] = %g\n", i, q);
    }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = ratio[i - 1] - 2.0 * ratio[i] + ratio[i + 1];
  }

  free(ratio);
}
