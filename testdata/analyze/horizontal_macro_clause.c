/*
 * case:     horizontal_macro_clause
 * what:     CloverLeaf writes `if (target : cond)` through a macro,
 *           `clover_use_target(cond)`, on every directive; two fills of
 *           the cell and vertex arrays over xrange and xrange + 1.
 * regions:  R1 (writes cellx over 0..xrange-1), R2 (writes vertexx over
 *           0..xrange).
 * expect:   R1 + R2 horizontal: LEGAL
 *           the same macro invocation on both directives is one clause,
 *           kept once on the fused directive.
 * strategy: horizontal over the box of both ranges.
 */
#define use_target_if(cond) if (target : (cond))

void fill_mesh(double *restrict cellx, double *restrict vertexx, int xrange, int on_device)
{
#pragma omp target teams distribute parallel for use_target_if(on_device) map(from: cellx[0:xrange])
  for (int id = 0; id < xrange; id++)
    cellx[id] = 0.5 + id;

#pragma omp target teams distribute parallel for use_target_if(on_device) map(from: vertexx[0:xrange + 1])
  for (int id = 0; id < xrange + 1; id++)
    vertexx[id] = 1.0 * id;
}
