/*
 * case:     refuse_chain_second_name_hidden
 * what:     A chain R1 -> R2 -> R3 through t and t2. R1 reads x at an
 *           offset given by the parameter m; R3's loop variable is also
 *           named m. Once R1 is fused into R2, the fused region's value
 *           uses m, and copied into R3 it would read R3's m instead: fuse
 *           refuses the second fusion (rewritable), and analyze, which
 *           plans the rounds on the model, must refuse it too (fuzzer seed
 *           202269, session 21: analyze called both legal).
 * regions:  R1 producer (reads x, writes t), R2 (reads t, writes t2),
 *           R3 consumer (reads t2, writes y, loops over m).
 * expect:   R1 -> R2 via t: LEGAL
 *           R2 -> R3 via t2: REFUSED [fused-first]
 * strategy: inline for R1 -> R2.
 */
#include <stdlib.h>

void shifted_copy(const double *restrict x, double *restrict y, int n, int m)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *t2 = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n + m]) map(tofrom: y[0:n]) map(alloc: t[0:n], t2[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * x[i + m] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t2[i] = 3.0 * t[i];
#pragma omp target teams distribute parallel for
    for (int m = 1; m < n; m++)
      y[m] = t2[m - 1];
  }
  free(t);
  free(t2);
}
