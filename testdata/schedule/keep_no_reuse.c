/*
 * case:   keep_no_reuse
 * what:   Every value is read at one plane only: no register would serve
 *         two steps, so the shape stays. Kept.
 * expect: KEPT [march-reuse] no value it reads is read again
 */
void shift(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(from: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 0; i < n; i++)
        out[(k * n + j) * n + i] = u[((k - 1) * n + j - 1) * n + i] + u[((k + 1) * n + j + 1) * n + i];
}
