/*
 * case:   keep_review_teams_loop_callee_writes_global
 * what:   The function the body calls increments a `declare target`
 *         global (review reproducer tl7): 20000 calls counted 20000
 *         under clang's one thread per team and 15060 or 16067 as
 *         `parallel for`. A call to anything but a function known to be
 *         pure may write memory the iterations share.
 * expect: KEPT [expand-memory] calls `bump` at line 26, which may write memory the iterations share
 */
#include <math.h>

#pragma omp declare target
int hits;
static double bump(double v)
{
  hits = hits + 1;
  return fabs(v);
}
#pragma omp end declare target

void count(const double *x, double *y, int n)
{
#pragma omp target update to(hits)
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = bump(x[i]);
#pragma omp target update from(hits)
}
