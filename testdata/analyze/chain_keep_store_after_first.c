/*
 * case:     chain_keep_store_after_first
 * what:     refuse_chain_second_after_first with `double scale = 0.5;`
 *           between R2 and R3: once R1 is fused into R2 the fused region
 *           reads x and R3 writes y (not restrict), so the vertical pair
 *           R2 -> R3 stays refused, but the two make a keep-store pair
 *           under a run-time overlap test of x and y, with the declaration
 *           moved above the test (session 36). fuse makes it in its
 *           second round; the plan does not compose keep-store fusions,
 *           so analyze leaves R2 -> R3 undecided (fused-first).
 * regions:  R1 producer (reads x, writes t), R2 (reads t, writes t2),
 *           R3 consumer (reads t2, writes y).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline for R1 -> R2, then keep-store with R3 under
 *           PARACODEX_NO_OVERLAP(x, ..., y, ...).
 */
#include <stdlib.h>

void chain(const double *x, double *y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *t2 = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: y[0:n]) map(alloc: t[0:n], t2[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t2[i] = t[i] + 1.0;
    double scale = 0.5;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = scale * t2[i] * t2[i];
  }
  free(t);
  free(t2);
}
