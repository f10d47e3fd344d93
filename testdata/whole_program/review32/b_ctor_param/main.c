/* glibc calls .init_array functions as f(argc, argv, envp): `w` here is argv. */
#include <stdio.h>
#include <stdlib.h>
#include "relax.h"
enum { N = 96 };
static void __attribute__((constructor)) init(int argc, double *w)
{
  double a[2] = {0, 0}, b[2] = {0, 0};
  (void)argc;
  relax(a, w, b, 2);
}
int main(int argc, char **argv)
{
  double *w = malloc(N * sizeof *w);
  init(0, w);
  free(w);
  printf("argc %d, top bits of argv[0]: %#lx\n", argc, (unsigned long)argv[0] >> 48);
  return 0;
}
