/*
 * case:   keep_review_teams_loop_defaultmap_tofrom
 * what:   `defaultmap(tofrom: scalar)` maps the scalar `a` back to the
 *         host, where it is read after the region (review reproducer
 *         tl5: 20002 became -1 once `a` was made private). Only explicit
 *         `map` clauses were taken as "seen after the region".
 * expect: KEPT [expand-scalars] `a` is written by every iteration and seen after the region
 */
#include <math.h>

double last_abs(const double *x, double *y, int n)
{
  double a = -1.0;
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n]) defaultmap(tofrom: scalar)
  for (int i = 0; i < n; i++) {
    a = fabs(x[i]) + i;
    y[i] = a;
  }
  return a;
}
