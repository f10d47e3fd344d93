#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static double total(const double *restrict x, int n)
{
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n]) map(tofrom: s) if(0)
  for (int i = 0; i < n; i++)
    s += x[i];
  
  return s;
}

int main(void)
{
  enum { N = 300000 };
  double *x = malloc(N * sizeof(double));
  for (int p = 0; p < N; p++)
    x[p] = (double)(p % 17);
  printf("total %.17g\n", total(x, N));
  free(x);
  return 0;
}
