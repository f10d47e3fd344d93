/* FINDING (tool crash, SIGSEGV exit 139): `default(none)` on the region is copied onto the bare `#pragma omp target teams ompx_bare ...`; clang 19 itself segfaults on ompx_bare + default(none) (even `#pragma omp target teams ompx_bare num_teams(n) thread_limit(128) default(none) firstprivate(n) shared(out) map(tofrom: out[0:n])` alone crashes clang-19 -fopenmp -c), and paracodex, which re-parses its output in-process, crashes with it. Repro: paracodex fuse default_none_crash.c --schedule=all -o F.c -- -fopenmp */
#include <stdio.h>
#include <stdlib.h>


static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) default(none) shared(u, out) firstprivate(n) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
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
