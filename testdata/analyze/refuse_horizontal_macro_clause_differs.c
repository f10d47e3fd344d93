/*
 * case:     refuse_horizontal_macro_clause_differs
 * what:     horizontal_macro_clause where the two directives invoke the
 *           clause macro with different conditions.
 * regions:  R1 (writes cellx), R2 (writes vertexx).
 * expect:   R1 + R2 horizontal: REFUSED [rewritable]
 *           one fused directive cannot run one body on the device and the
 *           other on the host.
 */
#define use_target_if(cond) if (target : (cond))

void fill_mesh(double *restrict cellx, double *restrict vertexx, int xrange, int on_device,
               int big)
{
#pragma omp target teams distribute parallel for use_target_if(on_device) map(from: cellx[0:xrange])
  for (int id = 0; id < xrange; id++)
    cellx[id] = 0.5 + id;

#pragma omp target teams distribute parallel for use_target_if(big) map(from: vertexx[0:xrange + 1])
  for (int id = 0; id < xrange + 1; id++)
    vertexx[id] = 1.0 * id;
}
