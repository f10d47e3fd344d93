/*
 * case:   keep_teams_loop_may_alias
 * what:   A `teams loop` calling `fabs` that writes y[i] and reads x[i+1],
 *         in a function any file may call with y == x + 1: then iteration
 *         i stores what iteration i+1 loads, an order clang's one thread
 *         per team keeps and `parallel for` does not. An array the
 *         iterations write must be proved apart from every other array
 *         the nest touches (restrict, fresh storage, or every call site).
 * expect: KEPT [expand-memory] `y`, which the iterations write, and `x` may share memory
 */
#include <math.h>

void shift_abs(const double *x, double *y, int n)
{
#pragma omp target teams loop map(to: x[0:n + 1]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = fabs(x[i + 1]);
}
