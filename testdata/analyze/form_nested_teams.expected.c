/*
 * case:     form_nested_teams
 * what:     Combined directives split across nesting: the producer is a
 *           bare `target` whose body holds `teams distribute parallel for`;
 *           the consumer is `target teams` whose body holds
 *           `distribute parallel for`.
 * regions:  R1 producer (writes g), R2 consumer (reads g).
 * expect:   R1 -> R2 via g: LEGAL
 *           R1 writes g[0..n-1]; R2 reads g[i-1], g[i], g[i+1] for i in
 *           1..n-2. a is restrict and only read.
 * strategy: inline (recompute); the fused region keeps one nesting form.
 */
#include <stdlib.h>
#include <math.h>

void gauss_smooth(const double *restrict a, double *restrict b, int n,
                  double sigma)
{

#pragma omp target data map(to: a[0:n]) map(tofrom: b[0:n])
  {

#pragma omp target teams
    {
#pragma omp distribute parallel for
      for (int i = 1; i < n - 1; i++)
        b[i] = 0.25 * (exp(-a[(i - 1)] * a[(i - 1)] / (2.0 * sigma * sigma))) +
               0.5 * (exp(-a[i] * a[i] / (2.0 * sigma * sigma))) +
               0.25 * (exp(-a[(i + 1)] * a[(i + 1)] / (2.0 * sigma * sigma)));
    }
  }

}
