/*
 * case:     horizontal_different_ranges
 * what:     CloverLeaf's build_field clears the cell arrays over `xrange`
 *           and the vertex arrays over `xrange + 1`, one launch each.
 * regions:  R1 (writes cellx, celldx over 0..xrange-1), R2 (writes
 *           vertexx, vertexdx over 0..xrange).
 * expect:   R1 + R2 horizontal: LEGAL
 *           same-iteration-space: the ranges differ; the fused loop runs
 *           over 0..xrange (the larger end, both start at 0) and the first
 *           body only where its own loop ran.
 * strategy: horizontal over the box of both ranges.
 */
void clear_mesh(double *restrict cellx, double *restrict celldx, double *restrict vertexx,
                double *restrict vertexdx, int xrange)
{
#pragma omp target teams distribute parallel for map(from: cellx[0:xrange], celldx[0:xrange]) map(from: vertexx[0:xrange + 1], vertexdx[0:xrange + 1])
  for (int id = 0; id < (xrange + 1); id++) {
    if (id < xrange) {
      cellx[id] = 0.5 * id;
      celldx[id] = 1.0;
    }
    vertexx[id] = 0.25 * id;
    vertexdx[id] = 2.0;
  }
}
