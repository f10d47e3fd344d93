/*
 * case:   keep_teams_loop_global_scalar
 * what:   A `teams loop` calling `fabs` that assigns a global scalar in
 *         every iteration: the global is visible after the region, so it
 *         cannot be made private. The form stays.
 * expect: KEPT [expand-scalars] `g` is written by every iteration and seen after the region
 */
#include <math.h>

double g;
#pragma omp declare target(g)

void absolute(const double *x, double *y, int n)
{
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    g = fabs(x[i]);
    y[i] = g;
  }
}
