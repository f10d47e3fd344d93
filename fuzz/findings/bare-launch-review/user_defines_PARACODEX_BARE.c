/* FINDING (low; tool exit 3): the file defines PARACODEX_BARE itself (e.g. a user switch `#define PARACODEX_BARE 1`). bareLaunchMacroText sees the macro and emits nothing, so PARACODEX_BARE_WANTED, <omp.h> and <ompx.h> are missing: "call to undeclared function PARACODEX_BARE_WANTED / omp_is_initial_device / omp_get_team_num". The check should look for PARACODEX_BARE_WANTED (or the tool own block), not PARACODEX_BARE. Repro: paracodex fuse user_defines_PARACODEX_BARE.c --schedule=all --march-min-plane=0 -o F.c -- -fopenmp */
#include <stdio.h>
#include <stdlib.h>
#define PARACODEX_BARE 1

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
