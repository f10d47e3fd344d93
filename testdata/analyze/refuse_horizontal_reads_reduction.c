/*
 * case:     refuse_horizontal_reads_reduction
 * what:     The second region divides by the sum the first region reduces:
 *           the result is only known after the first region, so the two
 *           cannot share one launch (issue 10, reproducer 6).
 * regions:  R1 (reduction(+:s) over a), R2 (reads s).
 * expect:   R1 + R2 horizontal: REFUSED [independent]
 * rule:     R1 assigns s, which R2 uses.
 */
void normalize(const double *restrict a, double *restrict b, int n)
{
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += a[i];
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = a[i] / s;
}
