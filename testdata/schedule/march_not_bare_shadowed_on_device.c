/*
 * case:   march_not_bare_shadowed_on_device
 * what:   The marched region's function has a parameter named
 *         `paracodex_on_device`, which would hide the device test that the
 *         bare form calls there (review 16: fuse --schedule=all exited 3,
 *         "the fused text does not parse"). The region marches in its
 *         standard form only.
 * expect: MARCHED, no bare launch: the function declares `paracodex_on_device`
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n, int paracodex_on_device)
{
// paracodex: schedule(plane-march k chunk=3 bare)
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] =
            0.5 * u[(k * n + j) * n + i] * paracodex_on_device +
            0.125 * (u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i] +
                     u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                     u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
}

int main(void)
{
  enum { N = 12 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N, 1);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
