#include <stdio.h>
#include <stdlib.h>
#include "relax.h"
int main(void)
{
  enum { N = 96 };
  double a[N], b[N], r = -1;
  double *w = malloc(N * sizeof *w);
  for (int i = 0; i < N; i++) { a[i] = (double)i; b[i] = 0.0; }
  relax(a, w, b, N);
#pragma omp task shared(r)
  r = w[1];
#pragma omp taskwait
  printf("%g %g\n", b[3], r);
  free(w);
  return 0;
}
