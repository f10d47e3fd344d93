#include <stdio.h>

enum { N = 12 };
static double u[N * N * N], out[N * N * N];

static void smooth(const double *restrict in, double *restrict res, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: in[0:n*n*n]) map(tofrom: res[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        res[(k * n + j) * n + i] =
            in[((k - 1) * n + j) * n + i] + 2.0 * in[((k + 1) * n + j) * n + i] +
            in[(k * n + j) * n + i];
}

int main(void)
{
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += (out[p] - 1.0) * (double)(p % 13 + 1);
#if LITTLE_ENDIAN == 1
  puts("little-endian build");
#else
  puts("byte-swapping build");
#endif
  printf("checksum %.17g\n", s);
  return 0;
}
