/*
 * two_regions.c without `restrict`: each pair is fused under a run-time
 * test that the arrays do not overlap (a guarded fusion). A schedule
 * comment above the producer stands above that test after the fusion,
 * where fuse reads it; tune exited 3 here (review 15).
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *u, double *out, int n)
{
  double *t = malloc((size_t)n * n * n * sizeof(double));
#pragma omp target data map(to: u[0:n*n*n]) map(alloc: t[0:n*n*n]) map(from: out[0:n*n*n])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < n - 1; k++)
      for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
          t[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < n - 1; k++)
      for (int j = 0; j < n; j++)
        for (int i = 1; i < n - 1; i++)
          out[(k * n + j) * n + i] =
              0.25 * t[(k * n + j) * n + i - 1] + 0.5 * t[(k * n + j) * n + i] +
              0.25 * t[(k * n + j) * n + i + 1];
  }
  free(t);
}

static void sharpen(const double *u, double *out, int n)
{
  double *t = malloc((size_t)n * n * n * sizeof(double));
#pragma omp target data map(to: u[0:n*n*n]) map(alloc: t[0:n*n*n]) map(from: out[0:n*n*n])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < n - 1; k++)
      for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
          t[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < n - 1; k++)
      for (int j = 0; j < n; j++)
        for (int i = 1; i < n - 1; i++)
          out[(k * n + j) * n + i] =
              0.5 * t[(k * n + j) * n + i] - 0.25 * t[(k * n + j) * n + i - 1] -
              0.25 * t[(k * n + j) * n + i + 1];
  }
  free(t);
}

int main(void)
{
  enum { N = 20 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  sharpen(out, u, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1) + u[p] * (double)(p % 7);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
