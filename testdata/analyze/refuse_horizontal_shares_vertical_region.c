/*
 * case:     refuse_horizontal_shares_vertical_region
 * what:     R1 and R2 are independent and could share a launch, but R2 is
 *           also the producer of a legal vertical pair with R3. Fusing
 *           R1 + R2 first left a region that writes two arrays, and the
 *           vertical fusion was then lost without a word (found by the
 *           fuzzer, seeds 60 and 272). The vertical fusion comes first; the
 *           fused region and R1 may then share a launch in the next round.
 * regions:  R1 (writes s), R2 producer (writes t), R3 consumer (reads t).
 * expect:   R2 -> R3 via t: LEGAL
 *           R1 + R2 horizontal: REFUSED [vertical-first]
 * strategy: inline, then horizontal.
 */
#include <stdlib.h>

void scale_two(const double *restrict x, double *restrict s, double *restrict y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(from: s[0:n], y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      s[i] = x[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i] * t[i];
  }
  free(t);
}
