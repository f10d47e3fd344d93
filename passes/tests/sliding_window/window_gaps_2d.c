/*
 * A window with a gap and a symbolic start: the consumer reads the
 * temporary t two rows up and one row down (shifts -2 and +1 along j), from
 * row lo + 2 on, so the rewrite keeps the whole window -2..+1 and computes
 * rows lo .. lo + 2 before the loop, only when the loop runs at all. The
 * consumer's body is a block with a local of its own.
 */
#include <stdlib.h>

void smooth_rows(const double *restrict in, double *restrict out, int nx, int ny,
                 int lo)
{
  size_t n = (size_t)nx * ny;
  double *t = malloc(n * sizeof(double));

#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = lo; j < ny; j++)
      for (int i = 0; i < nx; i++)
        t[j * nx + i] = in[j * nx + i] * in[j * nx + i] + 1.0;

#pragma omp target teams distribute parallel for collapse(2)
    for (int j = lo + 2; j < ny - 1; j++)
      for (int i = 0; i < nx; i++) {
        double above = t[(j - 2) * nx + i];
        out[j * nx + i] = 0.25 * above + 0.75 * t[(j + 1) * nx + i];
      }
  }

  free(t);
}
