/* FINDING (low, contrived; wrong results): the reserved-name check (identifierOffsets over the region text) misses `pcx_n1` when it comes from a macro (#define HI (pcx_n1 - 1)). The bare prefix then declares `int pcx_n1 = ..., pcx_blocks = pcx_g1 * (int)(pcx_n1 - 2)` where the second pcx_n1 is the NEW one: one row fewer. Repro: fuse --schedule=all --march-min-plane=0; -DPARACODEX_BARE_ON_HOST: checksum 6883.83... vs 8830.09... */
#include <stdio.h>
#include <stdlib.h>


#define HI (pcx_n1 - 1)
static void smooth(const double *restrict u, double *restrict out, int n)
{
  int pcx_n1 = n;
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < HI; j++)
      for (int i = 1; i < n - 1; i++)
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
