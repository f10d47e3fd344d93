/*
 * A fused pair for `paracodex tune` (tool/tests: the emit, run, report
 * round trip on the host): the producer smooths u along k into t, the
 * consumer reads t at i-1, i, i+1 (so the pair is fused inline, and the
 * fused region reads u at k-1 and k+1 of three columns: it can march k).
 * Every schedule prints the same checksum; tune records the fastest above
 * the consumer.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n)
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

int main(void)
{
  enum { N = 20 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
