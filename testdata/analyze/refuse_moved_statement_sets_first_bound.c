/*
 * case:     refuse_moved_statement_sets_first_bound
 * what:     NAS CG's SpMV then the dot product: between them the host sets
 *           `end` to the column count, and the first region's loop runs to
 *           `end` (the row count) too.
 * regions:  R1 (writes q over 0..end-1), R2 (reads p over 0..end-1 after
 *           the reassignment, reduction(+: d)).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           `end = cols;` sets a scalar the first region reads: run before
 *           it, the first loop would take the column count.
 */
void rows_then_dot(double *restrict q, const double *restrict p, int rows, int cols,
                   double *d_out)
{
  int end = rows;
  double d;
#pragma omp target data map(tofrom: q[0:rows]) map(to: p[0:cols])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < end; j++)
      q[j] = 2.0 * j;

    d = 0.0;
    end = cols;
#pragma omp target teams distribute parallel for reduction(+: d) map(tofrom: d)
    for (int j = 0; j < end; j++)
      d += p[j] * p[j];
  }
  *d_out = d;
}
