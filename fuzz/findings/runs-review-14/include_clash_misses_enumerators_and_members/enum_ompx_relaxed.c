#include <stdio.h>
enum { ompx_relaxed = 1 };
static void smooth(const double *restrict u, double *restrict out, int n)
{
// paracodex: schedule(plane-march k bare runs)
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] = out[(k * n + j) * n + i] +
            0.5 * u[(k * n + j) * n + i] +
            0.125 * (u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i] +
                     u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                     u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
}

int main(void)
{
  enum { N = 12 };
  double *u = __builtin_malloc(N * N * N * sizeof(double));
  double *out = __builtin_calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  __builtin_free(u);
  __builtin_free(out);
  return 0;
}
