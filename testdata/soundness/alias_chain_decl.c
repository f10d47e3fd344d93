/*
 * case:     alias_chain_decl
 * what:     As alias_chain, written `double *alias = (tmp = malloc(...))`.
 * expect:   REFUSED [temporary] other than by the calls
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
  double *tmp;
  for (int i = 0; i < n; i++) a[i] = i;
  double *alias = (tmp = malloc(n * sizeof(double)));
  for (int i = 0; i < n; i++) alias[i] = -1;
#pragma omp target enter data map(to: tmp[0:n])
  kern(a, tmp, b, n);
#pragma omp target exit data map(from: tmp[0:n])
  for (int i = 0; i < n; i++) printf("%g %g\n", b[i], alias[i]);
  free(tmp);
  return 0;
}
