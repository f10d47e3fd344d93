/* Reads relax()'s work array after a call: `w` is not a temporary. */
#include <stdio.h>
#include <stdlib.h>

#include "api.h"

int main(void)
{
  enum { N = 96 };
  double a[N], b[N];
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++) {
    a[i] = (double)i;
    b[i] = 0.0;
  }
  relax(a, w, b, N);
  printf("%g %g\n", b[3], w[1]);
  { void warmup(void); warmup(); }
  free(w);
  return 0;
}
