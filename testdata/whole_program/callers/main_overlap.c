/* Passes relax() one array as both `in` and `out`: the calls here do not
   keep them apart, so relax.c's fusion runs under its run-time overlap
   test, whose else branch (the regions as written) runs here. */
#include <stdio.h>
#include <stdlib.h>

#include "relax.h"

int main(void)
{
  enum { N = 96 };
  double a[N];
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++)
    a[i] = (double)((i * 7) % 5) - 1.5;
  for (int s = 0; s < 3; s++)
    relax(a, w, a, N);
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += a[i] * (double)(i + 3);
  printf("checksum %.17g\n", sum);
  return 0;
}
