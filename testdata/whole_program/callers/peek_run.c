/* Calls run() of main_driver.c with a work array it then reads: in a
   program holding this file, run()'s `w` is not dead after its calls. */
#include <stdio.h>

void run(double *a, double *b, double *w, int n, int steps);

void peek_run(double *a, double *b)
{
  double w[8];
  run(a, b, w, 8, 1);
  printf("%g\n", w[2]);
}
