/*
 * case:     sliding_window_types
 * what:     The sliding window's copies of the producer's value at k - 1,
 *           k and k + 1, with an int producer and a long consumer loop
 *           variable: `(k - 5) / 2` stays int arithmetic.
 * fuse:     --strategy=sliding-window
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>

#define NK 9
#define NI 7

void k2(const double *restrict a, double *restrict out)
{
  double *t = malloc(sizeof(double) * NK * NI);
#pragma omp target data map(to: a[0:NK * NI]) map(tofrom: out[0:NK * NI]) map(alloc: t[0:NK * NI])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int k = 0; k < NK; k++)
      for (int i = 0; i < NI; i++)
        t[k * NI + i] = a[k * NI + i] + (k - 5) / 2 + 0.25 * sizeof(k);
#pragma omp target teams distribute parallel for collapse(2)
    for (long kk = 1; kk < NK - 1; kk++)
      for (long ii = 0; ii < NI; ii++)
        out[kk * NI + ii] = t[(kk - 1) * NI + ii] + 2.0 * t[kk * NI + ii] + t[(kk + 1) * NI + ii];
  }
  free(t);
}

int main(void)
{
  static double a[NK * NI], out[NK * NI];
  for (int p = 0; p < NK * NI; p++)
    a[p] = (p * 7) % 5;
  k2(a, out);
  for (int p = 0; p < NK * NI; p++)
    printf("%g\n", out[p]);
  return 0;
}
