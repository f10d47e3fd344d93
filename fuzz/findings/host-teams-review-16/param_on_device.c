#include <stdio.h>
#include <stdlib.h>
static double total(const double *restrict x, int n, int paracodex_on_device)
{
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += x[i] * paracodex_on_device;
  return s;
}
int main(void)
{
  enum { N = 100000 };
  double *x = malloc(N * sizeof(double));
  for (int p = 0; p < N; p++) x[p] = p % 7;
  printf("total %.17g\n", total(x, N, 2));
  free(x);
  return 0;
}
