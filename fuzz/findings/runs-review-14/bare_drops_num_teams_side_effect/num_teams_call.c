#include <stdio.h>
#include <stdlib.h>

static int launches;
static int bump(void) { return ++launches; }

static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n]) num_teams(bump())
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] = out[(k * n + j) * n + i] + u[((k - 1) * n + j) * n + i] + 2.0 * u[((k + 1) * n + j) * n + i];
}

int main(void)
{
  enum { N = 8 };
  double *u = malloc(N * N * N * sizeof(double)), *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++) u[p] = p % 7;
  for (int t = 0; t < 5; t++) smooth(u, out, N);
  printf("launches %d\n", launches);
  return 0;
}
