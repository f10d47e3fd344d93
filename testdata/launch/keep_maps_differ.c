/*
 * case:   keep_maps_differ
 * what:   The two copy regions map the array differently; one region
 *         cannot keep both. Not merged.
 * expect: KEPT their map clauses differ
 */
#include <stdio.h>
#include <stdlib.h>

static void halo(double *u, int n1, int n2)
{
#pragma omp target teams distribute parallel for map(tofrom: u[0:n1 * n2])
  for (int i2 = 1; i2 < n2 - 1; i2++) {
    u[i2 * n1 + 0] = u[i2 * n1 + n1 - 2];
    u[i2 * n1 + n1 - 1] = u[i2 * n1 + 1];
  }
#pragma omp target teams distribute parallel for map(present, tofrom: u[0:n1 * n2])
  for (int i1 = 0; i1 < n1; i1++) {
    u[0 * n1 + i1] = u[(n2 - 2) * n1 + i1];
    u[(n2 - 1) * n1 + i1] = u[1 * n1 + i1];
  }
}

int main(void)
{
  int n1 = 6, n2 = 5, n = n1 * n2;
  double *u = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    u[i] = i;
  halo(u, n1, n2);
  for (int i = 0; i < n; i++)
    printf("%g ", u[i]);
  printf("\n");
  free(u);
  return 0;
}
