/* relax(g, w, h): `g` and `h` are distinct declarations here, one array
   at link time (defs.c). */
#include <stdio.h>
#include <stdlib.h>

#include "relax.h"

enum { N = 96 };
extern double g[N], h[N];

int main(void)
{
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++)
    g[i] = (double)((i * 7) % 5) - 1.5;
  for (int s = 0; s < 3; s++)
    relax(g, w, h, N);
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += g[i] * (double)(i + 3);
  printf("checksum %.17g\n", sum);
  return 0;
}
