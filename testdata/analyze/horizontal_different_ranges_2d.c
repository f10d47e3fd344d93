/*
 * case:     horizontal_different_ranges_2d
 * what:     Two collapsed zero-fills of face arrays: the x-faces over
 *           (yrange) x (xrange + 1), the y-faces over (yrange + 1) x
 *           (xrange), each row xrange + 1 long (a row of its own for every
 *           j: a shorter row would make two iterations store one element,
 *           a race of the original that verify's harness drew once).
 * regions:  R1 (writes flux_x), R2 (writes flux_y).
 * expect:   R1 + R2 horizontal: LEGAL
 *           same-iteration-space: both loops differ; the fused nest runs
 *           over (yrange + 1) x (xrange + 1), each body under the test of
 *           its own bounds.
 * strategy: horizontal over the box of both nests.
 */
void clear_faces(double *restrict flux_x, double *restrict flux_y, int xrange, int yrange)
{
#pragma omp target teams distribute parallel for collapse(2) map(from: flux_x[0:(yrange + 1) * (xrange + 1)])
  for (int j = 0; j < yrange; j++) {
    for (int i = 0; i <= xrange; i++) {
      flux_x[i + j * (xrange + 1)] = i - j;
    }
  }

#pragma omp target teams distribute parallel for collapse(2) map(from: flux_y[0:(yrange + 1) * (xrange + 1)])
  for (int k = 0; k < yrange + 1; k++) {
    for (int i = 0; i < xrange; i++) {
      flux_y[i + k * (xrange + 1)] = i + k;
    }
  }
}
