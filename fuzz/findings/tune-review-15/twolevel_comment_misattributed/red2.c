#include <stdio.h>
#include <stdlib.h>

static double norm(const double *restrict u, int n)
{
  double *t = malloc(n * sizeof(double));
  double s = 0.0;
#pragma omp target data map(to: u[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = u[i] * u[i];
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++)
      s += t[i];
  }
  free(t);
  return s;
}

static double total(const double *restrict u, int n)
{
  double *t = malloc(n * sizeof(double));
  double s = 0.0;
#pragma omp target data map(to: u[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 3.0 * u[i];
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++)
      s += t[i];
  }
  free(t);
  return s;
}

int main(void)
{
  int n = 100000;
  double *u = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    u[i] = (double)(i % 17) * 0.25;
  printf("norm %.6f\n", norm(u, n));
  printf("total %.6f\n", total(u, n));
  free(u);
  return 0;
}
