/* FINDING: the macro block (PARACODEX_BARE, <omp.h>/<ompx.h>, and PARACODEX_MIN_PLANE) is inserted after the LAST `#include` line (afterIncludes), which here sits inside `#ifdef USE_MATH_EXTRA`. Default options: fuse exits 3 ("call to undeclared function PARACODEX_MIN_PLANE"). With --march-min-plane=0: F.c compiles but `#if PARACODEX_BARE` is silently 0 (macro undefined), so the bare launch the tool reports is dead code even on the GPU; with -DUSE_MATH_EXTRA it comes back. Repro: paracodex fuse include_inside_ifdef.c --schedule=all [--march-min-plane=0] -o F.c -- -fopenmp; sed -n 1,12p F.c */
#include <stdio.h>
#include <stdlib.h>


#ifdef USE_MATH_EXTRA
#include <math.h>
#endif
static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + 3*u[((k + 1) * n + j) * n + i] + u[(k*n+j)*n+i];
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
