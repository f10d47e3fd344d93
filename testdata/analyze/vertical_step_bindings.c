/*
 * case:     vertical_step_bindings
 * what:     rprj3 as ParaCodex's NAS MG writes it: the index scalars i3,
 *           i2, i1 are declared at the top of the function and set between
 *           the collapsed loops (`i3 = 2*j3 - d3;`). In a target region
 *           they are implicitly firstprivate and each use follows the one
 *           store in the same iteration: per-iteration values, like locals.
 * regions:  R1 producer (writes x1, y1 from r), R2 consumer (reads x1, y1,
 *           r; writes s).
 * expect:   R1 -> R2 via x1, y1: LEGAL
 *           with i1 = 2*j1-d1 the consumer's reads x1[i3][i2][i1] and
 *           [i1+2] are the producer's points j1 and j1+1, all written.
 * strategy: inline (recompute), collapse(3) over (j3, j2, j1).
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
          i1 = 2 * j1 - d1;
          I3D(x1, m1k, m2k, i3, i2, i1) = I3D(r, m1k, m2k, i3 + 1, i2, i1) +
                                          I3D(r, m1k, m2k, i3 + 1, i2 + 2, i1);
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
