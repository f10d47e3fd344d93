/*
 * case:     side_effect_alloc
 * what:     The temporary's size is computed with side effects,
 *           `malloc(count(sizeof(double) * m++))`: deleting the allocation
 *           would delete `m++` and the call (review 26).
 * expect:   REFUSED [rewritable] side effect
 */
#include <stdio.h>
#include <stdlib.h>
static int calls;
static size_t count(size_t b) { calls++; return b; }
int m = 8;
void k(const double *restrict a, double *restrict out, int n)
{
  double *t = malloc(count(sizeof(double) * m++));
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * t[i];
  }
  free(t);
}
int main(void)
{
  double a[8], out[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  k(a, out, 8);
  for (int i = 0; i < 8; i++) printf("%g\n", out[i]);
  printf("m %d calls %d\n", m, calls);
  return 0;
}
