/*
 * NAS MG resid turned on its side: the temporaries u1, u2 are read at
 * i3-1, i3, i3+1 (the outermost, slowest-varying loop) instead of along i1,
 * so a window rotated along i3 keeps (i2, i1) across threads with unit
 * stride. u1 is read at i3-1 and i3+1 only (a gap at i3), u2 at all three.
 * The producer shares a local value `s` between u1 and u2, and covers
 * every plane 0..n3-1 that the consumer's 1..n3-2 reads. v and r may be
 * the same array, as in NAS MG's resid(u, r, r).
 */
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void resid_i3(const double *restrict u, const double *v, double *r, int n1,
              int n2, int n3, const double a[4])
{
  size_t npts = (size_t)n1 * n2 * n3;
  double *u1 = malloc(npts * sizeof(double));
  double *u2 = malloc(npts * sizeof(double));
  double a0 = a[0], a2 = a[2], a3 = a[3];

#pragma omp target data map(alloc: u1[0:npts], u2[0:npts])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < n3; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++) {
          double s = I3D(u, n1, n2, i3, i2, i1 - 1) + I3D(u, n1, n2, i3, i2, i1 + 1);
          I3D(u1, n1, n2, i3, i2, i1) =
              s + I3D(u, n1, n2, i3, i2 - 1, i1) + I3D(u, n1, n2, i3, i2 + 1, i1);
          I3D(u2, n1, n2, i3, i2, i1) =
              0.5 * s + I3D(u, n1, n2, i3, i2 - 1, i1 - 1) + I3D(u, n1, n2, i3, i2 + 1, i1 + 1);
        }

#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++) {
          I3D(r, n1, n2, i3, i2, i1) =
              I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
              a2 * (I3D(u2, n1, n2, i3, i2, i1) + I3D(u1, n1, n2, i3 - 1, i2, i1) +
                    I3D(u1, n1, n2, i3 + 1, i2, i1)) -
              a3 * (I3D(u2, n1, n2, i3 - 1, i2, i1) + I3D(u2, n1, n2, i3 + 1, i2, i1));
        }
  }

  free(u1);
  free(u2);
}
