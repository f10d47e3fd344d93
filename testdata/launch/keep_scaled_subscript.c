/*
 * case:   keep_scaled_subscript
 * what:   A copy whose subscript scales its loop variable (`2 * i`): its
 *         elements are not an interval, which the checks need. Not
 *         merged.
 * expect: KEPT not a loop variable plus an invariant
 */
#include <stdio.h>
#include <stdlib.h>

static void spread(double *u, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    u[2 * i] = u[4 * n + i];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    u[5 * n + i] = u[2 * i + 1];
}

int main(void)
{
  int n = 4;
  double *u = malloc(sizeof(double) * 6 * n);
  for (int i = 0; i < 6 * n; i++)
    u[i] = i;
#pragma omp target data map(tofrom: u[0:6 * n])
  spread(u, n);
  for (int i = 0; i < 6 * n; i++)
    printf("%g ", u[i]);
  printf("\n");
  free(u);
  return 0;
}
