/*
 * case:   keep_reduction_max
 * what:   A `max` reduction: the two-level schedule is written for `+`
 *         only. Kept.
 * expect: KEPT [reduction-form] it is not one `+` reduction
 */
double biggest(const double *restrict v, int n)
{
  double m = -1e300;
#pragma omp target teams distribute parallel for reduction(max: m) map(to: v[0:n]) map(tofrom: m)
  for (int i = 0; i < n; i++)
    m = v[i] > m ? v[i] : m;
  return m;
}
