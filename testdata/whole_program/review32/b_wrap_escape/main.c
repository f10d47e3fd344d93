#include <stdio.h>
#include <stdlib.h>
#include "relax.h"
double *keep;
static double *get(int n) { double *p = malloc(n * sizeof *p); keep = p; return p; }
int main(void)
{
  enum { N = 96 };
  double a[N], b[N];
  double *w = get(N);
  for (int i = 0; i < N; i++) { a[i] = (double)i; b[i] = 0.0; }
  relax(a, w, b, N);
  printf("%g %g\n", b[3], keep[1]);
  free(w);
  return 0;
}
