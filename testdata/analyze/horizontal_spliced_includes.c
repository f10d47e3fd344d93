/*
 * case:     horizontal_spliced_includes
 * what:     HeCBench lid-driven-cavity's shape: each kernel in a file of its
 *           own, #included in the time loop. F's and G's kernels read the
 *           same velocities over the same grid, each with a boundary
 *           branch; spliced in, they are one horizontal pair, fused where
 *           the first #include was, and the second #include line goes.
 * regions:  R1 (horizontal_spliced_includes_f.inc: writes f from u, v),
 *           R2 (horizontal_spliced_includes_g.inc: writes g from u, v),
 *           R3 (update: reads f, g, writes u, v).
 * expect:   R1 + R2 horizontal: LEGAL
 */
#include <stdio.h>
#include <stdlib.h>

#define N 64
#define AT(a, i, j) a[(i) * (N + 2) + (j)]

int main(void)
{
  int size = (N + 2) * (N + 2);
  double *u = malloc(sizeof *u * size), *v = malloc(sizeof *v * size);
  double *f = calloc(size, sizeof *f), *g = calloc(size, sizeof *g);
  for (int k = 0; k < size; k++) {
    u[k] = (k % 7) * 0.25;
    v[k] = (k % 5) * 0.5;
  }
  double dt = 0.01;
#pragma omp target data map(tofrom: u[0:size], v[0:size]) map(to: f[0:size], g[0:size])
  {
    for (int step = 0; step < 3; step++) {
#include "horizontal_spliced_includes_f.inc"
#include "horizontal_spliced_includes_g.inc"
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 1; i < N + 1; i++)
        for (int j = 1; j < N + 1; j++) {
          AT(u, i, j) = 0.5 * AT(u, i, j) + 0.25 * (AT(f, i, j) - AT(f, i - 1, j));
          AT(v, i, j) = 0.5 * AT(v, i, j) + 0.25 * (AT(g, i, j) - AT(g, i, j - 1));
        }
    }
  }
  double su = 0, sv = 0;
  for (int k = 0; k < size; k++) {
    su += u[k];
    sv += v[k];
  }
  printf("checksum %.12e %.12e\n", su, sv);
  free(u);
  free(v);
  free(f);
  free(g);
  return 0;
}
