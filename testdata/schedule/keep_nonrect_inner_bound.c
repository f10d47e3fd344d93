/*
 * case:   keep_nonrect_inner_bound
 * what:   The innermost loop starts at j (a non-rectangular collapse, legal
 *         OpenMP 5). The plane's size is computed in front of the region,
 *         where `j` is another variable (here an unrelated outer `j`): the
 *         bare grid got every row n - 2 points and wrote past the rows'
 *         ends. Kept.
 * expect: KEPT [march-bounds] the bounds of `i` depend on `j` (a non-rectangular nest)
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n)
{
  int j = 1; /* an unrelated outer j */
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = j; i < n - 1; i++)
        out[(k * n + j) * n + i] =
            u[((k - 1) * n + j) * n + i] + 2.0 * u[((k + 1) * n + j) * n + i] +
            u[(k * n + j) * n + i];
  (void)j;
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
