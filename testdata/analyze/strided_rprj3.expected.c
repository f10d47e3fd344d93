/*
 * case:     strided_rprj3
 * what:     NAS MG rprj3 (restriction fine -> coarse) in offload form. The
 *           temporaries x1, y1 are indexed [j3][j2][i1] with the fine
 *           index i1 = 2*j1 - d1 (stride 2, symbolic offset d1); the
 *           consumer reads them at i1 and i1+2, i.e. at the producer's
 *           points for j1 and j1+1.
 * regions:  R1 producer (writes x1, y1 from r), R2 consumer (reads x1, y1,
 *           r; writes s).
 * expect:   R1 -> R2 via x1, y1: LEGAL
 *           R1 writes i1 = 2*j1-d1 for j1 in 1..m1j-1; R2 reads i1 and
 *           i1+2 = 2*(j1+1)-d1 for j1 in 1..m1j-2, all inside R1's set.
 *           r is restrict and only read; s is written only by R2.
 * strategy: inline (recompute), collapse(3) over (j3, j2, j1).
 */
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void rprj3(const double *restrict r, int m1k, int m2k, int m3k,
           double *restrict s, int m1j, int m2j, int m3j)
{
  int d1 = (m1k == 3) ? 2 : 1;
  int d2 = (m2k == 3) ? 2 : 1;
  int d3 = (m3k == 3) ? 2 : 1;

  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int j3 = 1; j3 < m3j - 1; j3++)
      for (int j2 = 1; j2 < m2j - 1; j2++)
        for (int j1 = 1; j1 < m1j - 1; j1++) {
          int i3 = 2 * j3 - d3;
          int i2 = 2 * j2 - d2;
          int i1 = 2 * j1 - d1;
          double y2 = I3D(r, m1k, m2k, i3, i2, i1 + 1) + I3D(r, m1k, m2k, i3 + 2, i2, i1 + 1) +
                      I3D(r, m1k, m2k, i3, i2 + 2, i1 + 1) + I3D(r, m1k, m2k, i3 + 2, i2 + 2, i1 + 1);
          double x2 = I3D(r, m1k, m2k, i3 + 1, i2, i1 + 1) + I3D(r, m1k, m2k, i3 + 1, i2 + 2, i1 + 1) +
                      I3D(r, m1k, m2k, i3, i2 + 1, i1 + 1) + I3D(r, m1k, m2k, i3 + 2, i2 + 1, i1 + 1);
          I3D(s, m1j, m2j, j3, j2, j1) =
              0.5 * I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1 + 1) +
              0.25 * (I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1) + I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1 + 2) + x2) +
              0.125 * ((I3D(r, m1k, m2k, (2 * j3 - d3) + 1, (2 * j2 - d2), (2 * j1 - d1)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3) + 1, (2 * j2 - d2) + 2, (2 * j1 - d1)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2) + 1, (2 * j1 - d1)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2) + 1, (2 * j1 - d1))) +
                       (I3D(r, m1k, m2k, (2 * j3 - d3) + 1, (2 * j2 - d2), (2 * j1 - d1 + 2)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3) + 1, (2 * j2 - d2) + 2, (2 * j1 - d1 + 2)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2) + 1, (2 * j1 - d1 + 2)) +
                        I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2) + 1, (2 * j1 - d1 + 2))) +
                       y2) +
              0.0625 * ((I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2), (2 * j1 - d1)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2), (2 * j1 - d1)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2) + 2, (2 * j1 - d1)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2) + 2, (2 * j1 - d1))) +
                        (I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2), (2 * j1 - d1 + 2)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2), (2 * j1 - d1 + 2)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3), (2 * j2 - d2) + 2, (2 * j1 - d1 + 2)) +
                         I3D(r, m1k, m2k, (2 * j3 - d3) + 2, (2 * j2 - d2) + 2, (2 * j1 - d1 + 2))));
        }
  }

}
