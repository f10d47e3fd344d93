/* FINDING (wrong results + out-of-bounds writes): i1 bound depends on i2 (`for (int i = j; ...)`, a legal OpenMP 5 non-rectangular collapse). The bare guard/grid size is computed on the host from `n - j - 1`, where `j` resolves to an unrelated outer `j` (=1), so every row gets n-2 columns; rows j>1 write past i=n-2. Repro: paracodex fuse F --schedule=all -o F.c -- -fopenmp; clang-19 -fopenmp -O1 -DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST F.c; checksum 7210.38... vs 4071.13... Without the outer `int j` the tool exits 3 (use of undeclared identifier j, also in the MIN_PLANE guard). */
#include <stdio.h>
#include <stdlib.h>


static void smooth(const double *restrict u, double *restrict out, int n)
{
  int j = 1; /* an unrelated outer j */
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = j; i < n - 1; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + 2.0*u[((k + 1) * n + j) * n + i] + u[(k*n+j)*n+i];
  (void)j;
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
