/* A second difference through a temporary, with a run-time stride. */
#include <stdlib.h>

void second_diff(const REAL *restrict a, REAL *restrict d, int n, int m)
{
  REAL *t = malloc((size_t)n * m * sizeof(REAL));
#pragma omp target data map(to: a[0:n*m]) map(from: d[0:n*m]) map(alloc: t[0:n*m])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 1; j < m; j++)
        t[i * m + j] = a[i * m + j] - a[i * m + j - 1];
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 1; j < m - 1; j++)
        d[i * m + j] = t[i * m + j + 1] - t[i * m + j];
  }
  free(t);
}
