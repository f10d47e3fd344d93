/*
 * case:   keep_bounds_depend_on_march
 * what:   The inner loops' bounds use k (a triangular nest): they cannot
 *         move outside the k loop. Kept.
 * expect: KEPT [march-bounds] bounds of an inner loop depend on `k`
 */
void tri(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(from: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 0; j < k; j++)
      for (int i = 0; i < n; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
}
