/*
 * case:     form_target_then_teams_no_braces
 * what:     `#pragma omp target` followed directly, without braces, by
 *           `#pragma omp teams distribute parallel for` on the next line, as
 *           much real code writes it. The region's code is the loop under the
 *           inner directive; it used to end at the inner pragma line, so the
 *           loop bodies were taken for host code (found by the fuzzer).
 * regions:  R1 producer (writes d), R2 consumer (reads d).
 * expect:   R1 -> R2 via d: LEGAL
 *           R2 reads d[i-1], d[i] for i in 1..n-1; R1 wrote 0..n-1.
 * strategy: inline (recompute).
 */
#include <stdlib.h>

void smooth_diff(const double *restrict x, double *restrict y, int n)
{
  double *d = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: y[0:n]) map(alloc: d[0:n])
  {
#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; i++)
      d[i] = 3.0 * x[i];
#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 1; i < n; i++)
      y[i] = d[i] - d[i - 1];
  }
  free(d);
}
