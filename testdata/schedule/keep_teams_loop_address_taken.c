/*
 * case:   keep_teams_loop_address_taken
 * what:   A `teams loop` whose shared scalar `a` has its address passed to
 *         a call: where the pointer goes is unknown. The form stays.
 * expect: KEPT [expand-scalars] the address of `a` is taken
 */
#include <math.h>

#pragma omp declare target
static void set_abs(double *to, double v) { *to = fabs(v); }
#pragma omp end declare target

void absolute(const double *x, double *y, int n)
{
  double a;
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    a = 0.0;
    set_abs(&a, x[i]);
    y[i] = a;
  }
}
