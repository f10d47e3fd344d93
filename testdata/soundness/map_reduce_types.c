/*
 * case:     map_reduce_types
 * what:     map -> reduce: the producer's int loop variable in `(i - 5) / 2`,
 *           the reduction's loop variable an unsigned: the folded term keeps
 *           signed arithmetic.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>

double total(const double *restrict x, int n)
{
  double s = 0.0;
  double *t = malloc(sizeof(double) * (size_t)n);
#pragma omp target data map(to: x[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 16; i++)
      t[i] = x[i] * 0.5 + (i - 5) / 2;
#pragma omp target teams distribute parallel for reduction(+: s)
    for (unsigned j = 0; j < 16; j++)
      s += t[j];
  }
  free(t);
  return s;
}

int main(void)
{
  double x[16];
  for (int i = 0; i < 16; i++)
    x[i] = 0.25 * i;
  printf("%.17g\n", total(x, 16));
  return 0;
}
