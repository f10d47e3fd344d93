/*
 * case:   keep_review_teams_loop_struct_member
 * what:   The same through a member of a struct declared outside the
 *         region (review reproducer tl4): `p.v` is one location for every
 *         iteration of a team.
 * expect: KEPT [expand-memory] writes `p.v`, memory the iterations share
 */
#include <math.h>

struct pair {
  double v, w;
};

void scratch(const double *x, double *y, int n)
{
  struct pair p = {0.0, 0.0};
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    p.v = fabs(x[i]);
    y[i] = p.v;
  }
}
