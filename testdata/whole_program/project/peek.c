/* Calls smooth() of steps.c with a work array it then reads: in a program
   holding this file, smooth's `w` is not a temporary. */
#include <stdio.h>

void smooth(const double *in, double *w, double *out, int n);

void peek(const double *a, double *b, int n)
{
  double w[64];
  if (n > 64)
    return;
  smooth(a, w, b, n);
  printf("%g\n", w[1]);
}
