/*
 * case:     null_check_in_function
 * what:     The function holding the pair tests its temporary against NULL
 *           after the malloc and frees it under `if (t)`: the tests read
 *           only the pointer, so the pair is fused and the allocation, the
 *           tests and the free stay (review 26: refused by no-other-use).
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
int k(const double *restrict a, double *restrict out, int n)
{
  double *t = malloc(n * sizeof *t);
  if (t == NULL)
    return -1;
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * t[i];
  }
  if (t)
    free(t);
  return 0;
}
int main(void)
{
  double a[8], out[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  int r = k(a, out, 8);
  for (int i = 0; i < 8; i++) printf("%g\n", out[i]);
  printf("r %d\n", r);
  return 0;
}
