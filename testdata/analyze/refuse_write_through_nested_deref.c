/*
 * case:     refuse_write_through_nested_deref
 * what:     The consumer writes the producer's input y as
 *           *(*(*(y + i) + j) + k), through a pointer-to-array: the store
 *           was not traced to y, and the fused code read the y it had just
 *           overwritten (fuzzer seed 1636: y[10] 0.725 became 0.507).
 * regions:  R1 producer (writes t, reads x and y), R2 consumer (reads t,
 *           writes y).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the consumer writes y, which the producer reads.
 */
#include <stdlib.h>

#define NY 4
#define NX 5

void smooth_into(const double (*restrict x)[NY][NX], double (*restrict y)[NY][NX], int nz)
{
  double (*t)[NY][NX] = malloc((size_t)nz * sizeof *t);
#pragma omp target data map(to: x[0:nz + 1]) map(tofrom: y[0:nz])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i = 0; i < nz; i++)
      for (int j = 0; j < NY; j++)
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
