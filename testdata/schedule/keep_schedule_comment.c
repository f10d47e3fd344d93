/*
 * case:   keep_schedule_comment
 * what:   One 3-D seven-point stencil region, no pair: with
 *         --schedule=all it takes the plane-march shape. u's centre column
 *         is read at k-1, k, k+1 and rotates in registers; the four side
 *         columns are read once per step and stay loads.
 * expect: KEPT [schedule-keep] its comment says `schedule(keep)`
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n)
{
// paracodex: schedule(keep)
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] =
            0.5 * u[(k * n + j) * n + i] +
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
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
