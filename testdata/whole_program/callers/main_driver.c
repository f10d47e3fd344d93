/* relax() is called through run(), which is not static: with no other
   file naming run(), its calls here are followed too. */
#include <stdio.h>
#include <stdlib.h>

#include "relax.h"

void run(double *a, double *b, double *w, int n, int steps)
{
  for (int s = 0; s < steps; s++) {
    relax(a, w, b, n);
    for (int i = 0; i < n; i++)
      a[i] = 0.5 * (a[i] + b[i]);
  }
}

int main(void)
{
  enum { N = 96 };
  double a[N], b[N];
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 3) % 17) / 8.0;
    b[i] = 0.0;
  }
  run(a, b, w, N, 4);
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += (a[i] - b[i]) * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
