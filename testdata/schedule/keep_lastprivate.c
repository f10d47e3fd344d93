/*
 * case:   keep_lastprivate
 * what:   lastprivate(k) copies out the value of the sequentially last
 *         iteration; which iteration that is depends on the loop shape,
 *         so the region is left as written. Kept.
 * expect: KEPT [march-form] `lastprivate` clause
 */
int last(const double *restrict u, double *restrict out, int n)
{
  int k;
#pragma omp target teams distribute parallel for collapse(3) lastprivate(k) map(to: u[0:n*n*n]) map(from: out[0:n*n*n])
  for (k = 1; k < n - 1; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
  return k;
}
