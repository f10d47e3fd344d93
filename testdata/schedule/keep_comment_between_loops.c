/*
 * case:   keep_comment_between_loops
 * what:   A comment between the loop headers would be lost by the new
 *         nest. Kept.
 * expect: KEPT [march-text] a comment would be lost
 */
void commented(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(from: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 0; j < n; j++) /* rows */
      for (int i = 0; i < n; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i];
}
