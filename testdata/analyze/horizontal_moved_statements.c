/*
 * case:     horizontal_moved_statements
 * what:     A sum, then the reset of the next reduction's variable and the
 *           half length it runs over, then the largest element of the first
 *           half of another array: host code between two independent
 *           regions that only prepares the second.
 * regions:  R1 (reads a, reduction(+: sum)), R2 (reads b over 0..half-1,
 *           reduction(max: big)).
 * expect:   R1 + R2 horizontal: LEGAL
 *           movable-between: `big = -1.0e300;` and `const int half = n / 2;`
 *           set local scalars R1 does not name, from literals and `n`,
 *           which R1 cannot change: they move above the fused region.
 * strategy: horizontal over the box of 0..n-1 and 0..half-1, the two
 *           statements first.
 */
void sum_and_half_max(const double *restrict a, const double *restrict b, int n,
                      double *sum_out, double *max_out)
{
  double sum = 0.0;
  double big;

#pragma omp target data map(to: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum)
    for (int i = 0; i < n; i++)
      sum += a[i];

    big = -1.0e300; // below every element
    const int half = n / 2;
#pragma omp target teams distribute parallel for reduction(max: big) map(tofrom: big)
    for (int j = 0; j < half; j++)
      big = b[j] > big ? b[j] : big;
  }

  *sum_out = sum;
  *max_out = big;
}
