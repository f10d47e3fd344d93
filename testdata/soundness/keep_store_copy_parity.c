/*
 * case:   keep_store_copy_parity
 * what:   A copy whose subscript scales its loop variable (`2 * i`; kept
 *         by the copy merge, testdata/launch's keep_scaled_subscript until
 *         session 24), then a copy that reads the odd elements: the first
 *         writes only even ones, so nothing flows between them, and the
 *         second's stores (u[5n..6n-1]) meet no read of the first
 *         (u[4n..5n-1]). The exact test sees the parity: a keep-store pair.
 * expect: FUSED (keep-store)
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
