/*
 * case:     refuse_private_set_conditionally
 * what:     A private scalar the producer sets only under a condition: in
 *           the other iterations it keeps the thread's value from an
 *           earlier one. The producer has control flow, and its value is
 *           not one expression.
 * regions:  R1 producer (sets private x under an if, writes t), R2 consumer.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 */
#include <stdlib.h>

void clamp(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double x = 0.0;
  int i;
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for private(x)
    for (i = 0; i < n; i++) {
      if (in[i] > 0.0)
        x = in[i];
      t[i] = x;
    }
#pragma omp target teams distribute parallel for
    for (i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  free(t);
}
