/* A horizontal blur pass through a temporary indexed with the build's NX. */
#include "grid.h"
#include <stdlib.h>

void blur_rows(const REAL *restrict img, REAL *restrict out, int rows)
{
  REAL *tmp = malloc((size_t)rows * NX * sizeof(REAL));
#pragma omp target data map(to: img[0:rows*NX]) map(from: out[0:rows*NX]) map(alloc: tmp[0:rows*NX])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < rows; i++)
      for (int j = 1; j < NX - 1; j++)
        tmp[IDX(i, j)] = img[IDX(i, j - 1)] + img[IDX(i, j)] + img[IDX(i, j + 1)];
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < rows; i++)
      for (int j = 1; j < NX - 1; j++)
        out[IDX(i, j)] = tmp[IDX(i, j)] / 3;
  }
  free(tmp);
}
