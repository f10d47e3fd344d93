/* MISMATCH found by run_fuzz.py seed 1636 on build 4d353f5 (fixed: refuse_write_through_nested_deref): the consumer writes y as *(*(*(y + i) + j) + k), which the producer reads; fused printed y[10] 0.50703125000000027 instead of 0.72500000000000009. */
/* features: collapse=3 cover=full dims=3 forms=ttdpf hazard=inplace hmode=one host_loop=none init=none inplace=1 kind=pair map=nomap_temp read=stencil read_after=none restrict=1 scalar_reassign=0 shadow=0 style=array tri=none ttype=double wform=sub yform=ptrarith */
#include <stdio.h>
#include <stdlib.h>

#define NY 4
#define NX 5

void compute(const double (*restrict x)[NY][NX], double (*restrict y)[NY][NX], int nz, double alpha, int m)
{
  double (*t)[NY][NX] = malloc((size_t)nz * sizeof *t);

#pragma omp target data map(to: x[0:nz + 3]) map(tofrom: y[0:nz])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i = 0; i < nz; i++)
      for (int j = 0; j <= NY - 1; j++)
        for (int k = 0; k < NX; k++)
          t[i][j][k] = (x[i][j][k] + x[i + 1][j][k]) * 0.5 + 0.5 * y[i][j][k];

#pragma omp target teams distribute parallel for collapse(3)
    for (int i = 0; i < nz; i++)
      for (int j = 1; j < NY - 1; j++)
        for (int k = 0; k < NX; k++)
          *(*(*(y + i) + j) + k) = 0.75 * t[i][j - 1][k] + 0.25 * t[i][j + 1][k];
  }

  free(t);
}

int main(void)
{
  int nz = 5;
  double alpha = 0.45;
  int m = 1;
  double *x = malloc((size_t)((nz + 3) * NY * NX) * sizeof(double));
  double *y = malloc((size_t)(nz * NY * NX) * sizeof(double));
  for (int q = 0; q < (nz + 3) * NY * NX; q++)
    x[q] = (double)((q * 37 + 13) % 29) * 0.1 - 1.3;
  for (int q = 0; q < nz * NY * NX; q++) {
    y[q] = (double)(q % 7) * 0.25;
  }
  compute((const double (*)[NY][NX])x, (double (*)[NY][NX])y, nz, alpha, m);
  double checksum = 0.0;
  for (int q = 0; q < nz * NY * NX; q++) {
    printf("y[%d] %.17g\n", q, y[q]);
    checksum += y[q];
  }
  printf("checksum %.17g\n", checksum);
  free(x);
  free(y);
  return 0;
}
