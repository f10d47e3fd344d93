/*
 * case:     twolevel_host_offload
 * what:     sum(abs(x)) fused into a two-level reduction: under host
 *           offload (a CPU device) it must run as one team of host threads,
 *           with no "Cannot form a team" warning from libomp (review 26).
 *           The values are multiples of 1/8, so any order of the sum is exact.
 * expect:   FUSED
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double sumabs(const double *restrict x, int n)
{
  double s = 0.0;
  double *ax = malloc(sizeof(double) * (size_t)n);
#pragma omp target data map(to: x[0:n]) map(alloc: ax[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      ax[i] = fabs(x[i]);
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++)
      s += ax[i];
  }
  free(ax);
  return s;
}

int main(void)
{
  int n = 300000;
  double *x = malloc(sizeof(double) * (size_t)n);
  for (int i = 0; i < n; i++)
    x[i] = (double)((i * 37) % 101 - 50) / 8.0;
  printf("sum %.17g\n", sumabs(x, n));
  free(x);
  return 0;
}
