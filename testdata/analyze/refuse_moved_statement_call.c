/*
 * case:     refuse_moved_statement_call
 * what:     A timer call between two independent scalings: moving it above
 *           the first region would change what it measures (and a call may
 *           touch anything).
 * regions:  R1 (writes a), R2 (writes b).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           `t = wall_time();` calls a function: only literals, constants
 *           and local scalars are moved.
 */
double wall_time(void);

void scale_two(double *restrict a, double *restrict b, int n, double *t_out)
{
  double t;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * a[i];

  t = wall_time();
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = 3.0 * b[i];
  *t_out = t;
}
