/*
 * case:   keep_teams_loop_shared_read_first
 * what:   A `teams loop` calling `fabs` whose shared scalar `t` is read
 *         before it is written in an iteration (`t = 0.5 * t + ...`): in
 *         parallel, an iteration could see another's value. The form stays.
 * expect: KEPT [expand-scalars] `t` is shared and an iteration may read another's value
 */
#include <math.h>

void smooth(const double *x, double *y, int n)
{
  double t = 0.0;
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    t = 0.5 * t + fabs(x[i]);
    y[i] = t;
  }
}
