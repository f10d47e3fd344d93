/*
 * case:     comma_free
 * what:     `free(t), kk += 10;`: the free is part of a comma expression;
 *           deleting it must not delete `kk += 10` nor leave text that does
 *           not parse (review 26: exit 3).
 * expect:   REFUSED [rewritable] larger statement
 */
#include <stdio.h>
#include <stdlib.h>
int k(const double *restrict a, double *restrict out, int n)
{
  int kk = 1;
  double *t = malloc(n * sizeof(double));
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * t[i];
  }
  free(t), kk += 10;
  return kk;
}
int main(void)
{
  double a[8], out[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  int r = k(a, out, 8);
  for (int i = 0; i < 8; i++) printf("%g\n", out[i]);
  printf("kk %d\n", r);
  return 0;
}
