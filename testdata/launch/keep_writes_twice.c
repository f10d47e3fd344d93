/*
 * case:   keep_writes_twice
 * what:   Both regions store into row 0; the sequence keeps the second's
 *         values, one region would race. Not merged.
 * expect: KEPT write the same elements
 */
#include <stdio.h>
#include <stdlib.h>

static void twice(double *u, int n1, int n2)
{
#pragma omp target teams distribute parallel for
  for (int i1 = 0; i1 < n1; i1++)
    u[0 * n1 + i1] = u[2 * n1 + i1];
#pragma omp target teams distribute parallel for
  for (int i1 = 1; i1 < n1; i1++)
    u[0 * n1 + i1] = u[(n2 - 1) * n1 + i1];
}

int main(void)
{
  int n1 = 5, n2 = 4, n = n1 * n2;
  double *u = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    u[i] = i;
#pragma omp target data map(tofrom: u[0:n])
  twice(u, n1, n2);
  for (int i = 0; i < n; i++)
    printf("%g ", u[i]);
  printf("\n");
  free(u);
  return 0;
}
