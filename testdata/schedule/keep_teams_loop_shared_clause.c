/*
 * case:   keep_teams_loop_shared_clause
 * what:   A `teams loop` calling `fabs` whose written scalar `a` is listed
 *         `shared`: it cannot also be made private. The form stays.
 * expect: KEPT [expand-scalars] `a` is listed `firstprivate` or `shared`
 */
#include <math.h>

void absolute(const double *x, double *y, int n)
{
  double a;
#pragma omp target teams loop shared(a) map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    a = fabs(x[i]);
    y[i] = a;
  }
}
