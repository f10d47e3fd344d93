/*
 * case:   keep_two_statements
 * what:   The body is two stores in two statements: a value cached at the start of a step
 *         could then be older than what the original reads. Kept.
 * expect: KEPT [march-one-store] statements other than declarations before its store
 */
void two(const double *restrict u, double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(from: a[0:n*n*n], b[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++) {
        a[(k * n + j) * n + i] = u[((k - 1) * n + j) * n + i];
        b[(k * n + j) * n + i] = u[((k + 1) * n + j) * n + i];
      }
}
