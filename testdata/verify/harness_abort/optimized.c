/* The optimized version of reference.c, broken on purpose: it aborts. */
#include <stdio.h>
#include <stdlib.h>

void scale(double *restrict y, const double *restrict x, int n)
{
  fprintf(stderr, "scale: giving up on purpose\n");
  abort();
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}
