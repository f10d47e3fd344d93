/* One target region and nothing to fuse. */
#include "grid.h"

void scale(REAL *x, REAL s, int rows)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:rows*NX])
  for (int k = 0; k < rows * NX; k++)
    x[k] *= s;
}
