/*
 * case:   keep_directive_inside_region
 * what:   A bound macro is redefined between the pragma and the loops. The
 *         bare grid, sized in front of the pragma, would see the old value
 *         (it wrote 8 x 8 points per plane where the loops have 4 x 4).
 *         The march moves reads ahead of the body too. Kept.
 * expect: KEPT [march-text] a preprocessor line lies inside the region
 */
#include <stdio.h>
#include <stdlib.h>

#define LIM 9

static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
#undef LIM
#define LIM 5
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < LIM; j++)
      for (int i = 1; i < LIM; i++)
        out[(k * n + j) * n + i] =
            u[((k - 1) * n + j) * n + i] + 2.0 * u[((k + 1) * n + j) * n + i] +
            u[(k * n + j) * n + i];
}

int main(void)
{
  enum { N = 12 };
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
