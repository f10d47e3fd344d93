/*
 * case:     chain_four_regions
 * what:     Four regions joined by three temporaries. fuse fuses R1 -> R2
 *           and R3 -> R4 in its first round (they share no region), then
 *           the middle pair, whose regions are now the two fused ones. The
 *           plan on the model must follow the middle pair to those fused
 *           regions (found by a review of session 21: analyze refused it
 *           as fused-first while fuse fused it).
 * regions:  R1 (writes t1), R2 (reads t1, writes t2), R3 (reads t2,
 *           writes t3), R4 (reads t3).
 * expect:   R1 -> R2 via t1: LEGAL
 *           R2 -> R3 via t2: LEGAL (fused in the second round)
 *           R3 -> R4 via t3: LEGAL
 * strategy: inline three times, one region in the end.
 */
#include <stdlib.h>

void smooth_chain(const double *restrict x, double *restrict out, int n)
{
  double *t1 = malloc((size_t)n * sizeof(double));
  double *t2 = malloc((size_t)n * sizeof(double));
  double *t3 = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: out[0:n]) map(alloc: t1[0:n], t2[0:n], t3[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t1[i] = 3.0 * x[i] - 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      t2[i] = t1[i + 1] - 2.0 * t1[i] + t1[i - 1];
#pragma omp target teams distribute parallel for
    for (int i = 2; i < n - 2; i++)
      t3[i] = t2[i + 1] * t2[i - 1];
#pragma omp target teams distribute parallel for
    for (int i = 3; i < n - 3; i++)
      out[i] = 0.25 * t3[i + 1] + t3[i];
  }
  free(t1);
  free(t2);
  free(t3);
}
