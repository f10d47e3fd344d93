/*
 * case:   keep_march_runs_name_taken
 * what:   A stencil the plane march takes, asked by its comment to march
 *         in runs of 3 planes, but its body already uses `pcx_run`, the
 *         run counter's name: the region keeps its shape.
 * expect: KEPT [march-runs] the name `pcx_run` is taken
 */
#include <stdio.h>
#define N 12
double a[N][N][N], b[N][N][N];

static void smooth(double pcx_run)
{
  // paracodex: schedule(plane-march k chunk=3)
#pragma omp target teams distribute parallel for collapse(3) map(to: a) map(tofrom: b)
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = pcx_run * (a[k - 1][j][i] + a[k][j][i] + a[k + 1][j][i]);
}

int main(void)
{
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        a[k][j][i] = k * 100 + j * 10 + i;
  smooth(0.5);
  double s = 0;
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        s += b[k][j][i] * (k + 1);
  printf("%.17g\n", s);
  return 0;
}
