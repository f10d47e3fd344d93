/*
 * case:   keep_teams_loop_lastprivate
 * what:   A `teams loop` calling `fabs` with a `lastprivate` clause on its
 *         loop variable: the expansion does not claim to keep its meaning.
 *         The form stays.
 * expect: KEPT [expand-form] its `lastprivate` clause is not one the expansion
 */
#include <math.h>

void absolute(const double *x, double *y, int n)
{
  int i;
#pragma omp target teams loop lastprivate(i) map(to: x[0:n]) map(from: y[0:n])
  for (i = 0; i < n; i++)
    y[i] = fabs(x[i]);
}
