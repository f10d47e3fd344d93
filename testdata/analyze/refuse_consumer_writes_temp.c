/*
 * case:     refuse_consumer_writes_temp
 * what:     The consumer reads the temporary and writes it back (an
 *           in-place update): the values it stores would be lost, and a
 *           later read in the same region would see them.
 * regions:  R1 producer (writes t), R2 consumer (reads and writes t).
 * expect:   R1 -> R2 via t: REFUSED [consumer-reads-only]
 *           R1 + R2 keep-store: LEGAL
 * rule:     the consumer also writes the temporary.
 */
#include <stdlib.h>

void update_in_place(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      b[i] = t[i];
      t[i] = 0.0;
    }
  }
  free(t);
}
