/*
 * case:   keep_reduction_two_statements
 * what:   The body adds and also stores: it is not one `s += term;`. Kept.
 * expect: KEPT [reduction-form] its body is not one `s += term
 */
double sum_and_copy(const double *restrict v, double *restrict w, int n)
{
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(from: w[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++) {
    w[i] = 2 * v[i];
    s += v[i];
  }
  return s;
}
