/*
 * case:     refuse_step_binding_used_before_set
 * what:     vertical_step_bindings, but the producer's innermost loop
 *           stores x1 before it sets i1 for the iteration: that store uses
 *           the i1 of the previous iteration (or whatever the thread's
 *           copy held), so i1 is not a per-iteration value and the
 *           producer writes an outer scalar.
 * regions:  R1 producer (writes x1, y1 from r), R2 consumer (reads x1, y1,
 *           r; writes s).
 * expect:   R1 -> R2 via x1, y1: REFUSED [pure-producer]
 * rule:     the producer writes `i1`, declared outside the region.
 */
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) (a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)])

void rprj3(const double *restrict r, int m1k, int m2k, int m3k,
           double *restrict s, int m1j, int m2j, int m3j)
{
  int j3, j2, j1, i3, i2, i1, d1, d2, d3;
  size_t fine_total = (size_t)m3k * m2k * m1k;
  d1 = (m1k == 3) ? 2 : 1;
  d2 = (m2k == 3) ? 2 : 1;
  d3 = (m3k == 3) ? 2 : 1;
  double *x1 = malloc(fine_total * sizeof(double));
  double *y1 = malloc(fine_total * sizeof(double));

#pragma omp target data map(alloc: x1[0:fine_total], y1[0:fine_total])
  {
#pragma omp target teams loop collapse(3)
    for (j3 = 1; j3 < m3j - 1; j3++) {
      i3 = 2 * j3 - d3;
      for (j2 = 1; j2 < m2j - 1; j2++) {
        i2 = 2 * j2 - d2;
        for (j1 = 1; j1 < m1j; j1++) {
          I3D(x1, m1k, m2k, i3, i2, i1) = I3D(r, m1k, m2k, i3 + 1, i2, i1) +
                                          I3D(r, m1k, m2k, i3 + 1, i2 + 2, i1);
          i1 = 2 * j1 - d1;
          I3D(y1, m1k, m2k, i3, i2, i1) = I3D(r, m1k, m2k, i3, i2, i1) +
                                          I3D(r, m1k, m2k, i3 + 2, i2 + 2, i1);
        }
      }
    }
#pragma omp target teams loop collapse(3)
    for (j3 = 1; j3 < m3j - 1; j3++) {
      i3 = 2 * j3 - d3;
      for (j2 = 1; j2 < m2j - 1; j2++) {
        i2 = 2 * j2 - d2;
        for (j1 = 1; j1 < m1j - 1; j1++) {
          i1 = 2 * j1 - d1;
          I3D(s, m1j, m2j, j3, j2, j1) =
              0.5 * I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1 + 1) +
              0.125 * (I3D(x1, m1k, m2k, i3, i2, i1) + I3D(x1, m1k, m2k, i3, i2, i1 + 2)) +
              0.0625 * (I3D(y1, m1k, m2k, i3, i2, i1) + I3D(y1, m1k, m2k, i3, i2, i1 + 2));
        }
      }
    }
  }
  free(x1);
  free(y1);
}
