/*
 * case:     horizontal_two_reductions
 * what:     Two adjacent independent reductions over the same range, each
 *           with its own loop variable: the sum of one array and the
 *           largest element of another (a norm and a bound computed side by
 *           side, as before a convergence test).
 * regions:  R1 (reads a, reduction(+: sum)), R2 (reads b, reduction(max: big)).
 * expect:   R1 + R2 horizontal: LEGAL
 *           same iteration space 0..n-1 (i and j), both regions only read
 *           arrays, the reduction variables are different scalars, each
 *           mapped tofrom by its own region.
 * strategy: horizontal: one launch with both reduction clauses; j renamed
 *           to i.
 */
void sum_and_max(const double *restrict a, const double *restrict b, int n,
                 double *sum_out, double *max_out)
{
  double sum = 0.0;
  double big = -1.0e300;

#pragma omp target data map(to: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum)
    for (int i = 0; i < n; i++)
      sum += a[i];

#pragma omp target teams distribute parallel for reduction(max: big) map(tofrom: big)
    for (int j = 0; j < n; j++)
      big = b[j] > big ? b[j] : big;
  }

  *sum_out = sum;
  *max_out = big;
}
