/*
 * case:     refuse_box_lastprivate
 * what:     The first region keeps the last point's value of t
 *           (lastprivate); the second runs one point further.
 * regions:  R1 (writes a, lastprivate t over 0..n-1), R2 (writes b over
 *           0..n).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           over a box of both ranges the last iteration is the second's
 *           alone, where the first body does not run: t would be lost.
 */
double scale_last(double *restrict a, double *restrict b, int n)
{
  double t = 0.0;
#pragma omp target teams distribute parallel for lastprivate(t) map(tofrom: a[0:n], t)
  for (int j = 0; j < n; j++) {
    t = 3.0 * j;
    a[j] = t;
  }

#pragma omp target teams distribute parallel for map(tofrom: b[0:n + 1])
  for (int j = 0; j <= n; j++)
    b[j] = 2.0 * b[j];
  return t;
}
