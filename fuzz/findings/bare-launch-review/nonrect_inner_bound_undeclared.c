/* FINDING (tool internal error, exit 3, nothing written): non-rectangular collapse, i1 bound reads i2 (`for (int i = j; ...)`). The bare guard (and the MIN_PLANE guard) are written outside the loops and use `j`: "use of undeclared identifier j". Fails also with --march-min-plane=0 (bare only); works with --march-bare=false --march-min-plane=0. Repro: paracodex fuse F --schedule=all --march-min-plane=0 -o F.c -- -fopenmp */
#include <stdio.h>
#include <stdlib.h>


static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = j; i < n - 1; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + 2.0*u[((k + 1) * n + j) * n + i] + u[(k*n+j)*n+i];
}
int main(void)
{
  int N = 10;
  double *u = malloc((size_t)N * N * N * sizeof(double) + 64);
  double *out = calloc((size_t)N * N * N + 8, sizeof(double));
  for (int p = 0; p < N * N * N; p++) u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++) s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  return 0;
}
