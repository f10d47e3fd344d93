/*
 * case:     refuse_producer_writes_other
 * what:     The producer writes a second array, which the consumer does not
 *           read and the caller gets back: removing the producer would lose
 *           that output.
 * regions:  R1 producer (writes t and side), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [removable-producer]
 *           R1 + R2 keep-store: LEGAL
 * rule:     the producer writes another array.
 */
#include <stdlib.h>

void square_and_log(const double *restrict a, double *restrict b,
                    double *restrict side, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n], side[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      t[i] = a[i] * a[i];
      side[i] = a[i];
      b[i] = t[i] + 1.0;
    }
  }
  free(t);
}
