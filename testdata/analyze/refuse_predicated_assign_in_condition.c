/*
 * case:     refuse_predicated_assign_in_condition
 * what:     The condition of the producer's if assigns a local: it is an
 *           effect on the body's state, not a value to choose by.
 * regions:  R1 producer (`if ((v = in[i]) > 0.0)`), R2 consumer.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 */
#include <stdlib.h>

void assign_in_condition(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = 0.0, s = 1.0;
      if ((v = in[i]) > 0.0)
        s = 2.0;
      t[i] = v * s;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  free(t);
}
