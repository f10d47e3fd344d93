/*
 * case:     refuse_moved_statement_address_taken
 * what:     The first region reads a factor through a pointer to a local;
 *           the host then changes that local before the second region,
 *           which sums the first's results times the new factor.
 * regions:  R1 (reads alpha as f[0], writes a), R2 (reads a, reduction(+:
 *           sum)).
 * expect:   R1 + R2 keep-store: REFUSED [movable-between]
 *           `alpha = 3.0;` sets a variable whose address the function
 *           takes: R1 reads it as f[0], so it cannot run before R1.
 *           R1 -> R2 via a: REFUSED [not-mapped-back]
 */
void scale_then_sum(double *restrict a, int n, double *sum_out)
{
  double alpha = 2.0, sum = 0.0;
  double *f = &alpha;
#pragma omp target data map(tofrom: a[0:n])
  {
#pragma omp target teams distribute parallel for map(to: f[0:1])
    for (int i = 0; i < n; i++)
      a[i] = f[0] * a[i];

    alpha = 3.0;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum)
    for (int i = 0; i < n; i++)
      sum += alpha * a[i];
  }
  *sum_out = sum;
}
