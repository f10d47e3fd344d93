#include <stdio.h>
#include <stdlib.h>
#include "relax.h"
void warmup(void);
static void __attribute__((overloadable)) relax(int k) { printf("k=%d\n", k); }
int main(void)
{
  enum { N = 96 };
  double a[N], b[N];
  double *w = malloc(N * sizeof *w);
  for (int i = 0; i < N; i++) { a[i] = (double)i; b[i] = 0.0; }
  relax(a, w, b, N);
  printf("%g %g\n", b[3], w[1]);
  warmup();
  relax(7);
  free(w);
  return 0;
}
