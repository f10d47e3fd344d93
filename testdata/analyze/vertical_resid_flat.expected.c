/*
 * case:     vertical_resid_flat
 * what:     resid with the flat index written out by hand
 *           (a[(i3*n2 + i2)*n1 + i1]) instead of a macro; the index is
 *           computed once per point into a local `c` and neighbours are
 *           reached by adding strides (c +/- n1, c +/- plane).
 * regions:  R1 producer (writes w1, w2), R2 consumer (reads w1, w2).
 * expect:   R1 -> R2 via w1, w2: LEGAL
 *           R2 reads w1/w2 at c-1, c, c+1 (i1 +/- 1) inside the i1 range
 *           0..nx-1 that R1 wrote; u is restrict and only read.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>

void resid_flat(const double *restrict u, const double *restrict v,
                double *restrict r, int nx, int ny, int nz, double a0,
                double a2, double a3)
{
  size_t plane = (size_t)nx * ny;

  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < nz - 1; k++)
      for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++) {
          size_t c = ((size_t)k * ny + j) * nx + i;
          r[c] = v[c] - a0 * u[c] -
                 a2 * ((u[((size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane - nx] +
                        u[((size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane + nx] +
                        u[((size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane - nx] +
                        u[((size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane + nx]) +
                       (u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          nx] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          nx] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane]) +
                       (u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          nx] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          nx] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane])) -
                 a3 * ((u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane - nx] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane + nx] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane - nx] +
                        u[((size_t)-1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane + nx]) +
                       (u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane - nx] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) -
                          plane + nx] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane - nx] +
                        u[((size_t)1 + (size_t)i + (size_t)j * (size_t)nx +
                           (size_t)k * (size_t)nx * (size_t)ny) +
                          plane + nx]));
        }
  }

}
