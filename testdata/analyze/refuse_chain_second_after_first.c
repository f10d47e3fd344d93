/*
 * case:     refuse_chain_second_after_first
 * what:     A chain R1 -> R2 -> R3 through t and t2. Each pair is legal on
 *           its own, but once R1 is fused into R2 the fused region reads x,
 *           and R3 writes y: x and y are not restrict, and a declaration
 *           with a call between R2 and R3 (which no fusion moves) leaves
 *           no place for a run-time overlap test, so the second fusion is
 *           refused (with `double scale = 0.5;` fuse makes a keep-store
 *           pair instead since session 36: chain_keep_store_after_first).
 *           analyze says so for R2 -> R3 (it used to call both legal while
 *           fuse did one; fuzzer seed 657).
 * regions:  R1 producer (reads x, writes t), R2 (reads t, writes t2),
 *           R3 consumer (reads t2, writes y).
 * expect:   R1 -> R2 via t: LEGAL
 *           R2 -> R3 via t2: REFUSED [fused-first]
 * strategy: inline for R1 -> R2.
 */#include <math.h>
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
    double scale = sqrt(0.25);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = scale * t2[i] * t2[i];
  }
  free(t);
  free(t2);
}
