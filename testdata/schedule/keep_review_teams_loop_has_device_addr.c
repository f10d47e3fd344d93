/*
 * case:   keep_review_teams_loop_has_device_addr
 * what:   `has_device_addr(a)` makes the region use the device copy of
 *         `a` that the enclosing `target data` maps back (review
 *         reproducer tl12: 33 became -1 once `a` was made private).
 * expect: KEPT [expand-scalars] `a` is written by every iteration and seen after the region
 */
#include <math.h>

double last_abs(const double *x, double *y, int n)
{
  double a = -1.0;
#pragma omp target data map(tofrom: a) use_device_addr(a)
  {
#pragma omp target teams loop num_teams(1) has_device_addr(a) map(to: x[0:n]) map(from: y[0:n])
    for (int i = 0; i < n; i++) {
      a = fabs(x[i]);
      y[i] = a;
    }
  }
  return a;
}
