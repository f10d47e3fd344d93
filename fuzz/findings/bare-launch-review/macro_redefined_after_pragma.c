/* FINDING (low, contrived; wrong results + out-of-bounds writes): the loop bound is the object-like macro LIM, redefined by #undef/#define lines between the pragma and the loop. The bare guard/grid (pcx_n1, pcx_blocks) is written before the pragma line, where LIM is still 9, while the loops see 5: the bare form covers j,i in 1..8. Repro: fuse --schedule=all --march-min-plane=0; build with -DPARACODEX_BARE_ON_HOST: checksum 8830.09... vs 2165.58... */
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
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + 3*u[((k + 1) * n + j) * n + i] + u[(k*n+j)*n+i];
}
int main(void)
{
  int N = 10;
  double *u = malloc((size_t)N * N * N * sizeof(double) + 64);
  double *out = calloc((size_t)N * N * N + 8, sizeof(double));
  for (int p = 0; p < N * N * N; p++) u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++) s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  return 0;
}
