/* FINDING (tool exit 3, nothing written): a file with `#pragma omp requires unified_shared_memory` after its includes (the usual place). The bare macro block, inserted right after the last #include, defines paracodex_on_device() holding `#pragma omp target map(from: on)`, which now comes BEFORE the requires directive: "target region encountered before requires directive with unified_shared_memory clause". Works with --march-bare=false. Repro: paracodex fuse requires_usm_after_includes.c --schedule=all -o F.c -- -fopenmp */
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory

static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3)
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
