/*
 * case:   keep_unit_stride_march
 * what:   The outer loop indexes the unit-stride dimension: marching it
 *         would make each thread walk its own row (measured at half the
 *         unfused speed for a window along i1 on the H200). Kept.
 * expect: KEPT [march-stride] indexes the unit-stride dimension
 */
void transposed(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(from: out[0:n*n*n])
  for (int i = 1; i < n - 1; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        out[(k * n + j) * n + i] = u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1];
}
