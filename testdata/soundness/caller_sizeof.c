/*
 * case:     caller_sizeof
 * what:     The caller's allocation uses `sizeof *tmp`, which reads nothing.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
static void kern(const double *restrict a, double *restrict tmp, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: tmp[0:n])
  for (int i = 0; i < n; i++)
    tmp[i] = a[i] * 3.0;
#pragma omp target teams distribute parallel for map(alloc: tmp[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = tmp[i] + 1.0;
}
int main(void)
{
  int n = 8;
  double a[8], b[8];
  for (int i = 0; i < n; i++) a[i] = i;
  double *tmp = malloc(n * sizeof *tmp);
  kern(a, tmp, b, n);
  for (int i = 0; i < n; i++) printf("%g\n", b[i]);
  free(tmp);
  return 0;
}
