/*
 * case:     refuse_predicated_increment
 * what:     A branch that increments a local (`c++`): only assignments
 *           (`=`, `op=`) make an if a choice of values; anything else in a
 *           branch keeps it control flow.
 * regions:  R1 producer (counts with c++ under an if, writes t), R2
 *           consumer.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 */
#include <stdlib.h>

void count_positive(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      int c = 0;
      if (in[i] > 0.0)
        c++;
      t[i] = in[i] * c;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  free(t);
}
