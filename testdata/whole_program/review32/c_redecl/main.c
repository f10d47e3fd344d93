/* `g` is declared twice at file scope (a tentative definition, then
   again): the DeclRefExprs before and after the second declaration name
   different VarDecls of one variable. relax(g, w, g) is the call. */
#include <stdio.h>
#include <stdlib.h>

#include "relax.h"

enum { N = 96 };
double g[N];

static void step(double *p, double *w) { relax(p, w, g, N); } /* `g`: first declaration */

double g[N]; /* the same variable, declared again */

int main(void)
{
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++)
    g[i] = (double)((i * 7) % 5) - 1.5;
  for (int s = 0; s < 3; s++)
    step(g, w); /* `g`: second declaration */
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += g[i] * (double)(i + 3);
  printf("checksum %.17g\n", sum);
  return 0;
}
