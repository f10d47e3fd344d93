/*
 * case:     refuse_moved_statement_reads_reduction
 * what:     CG's `alpha = rho / d;` between the dot product and the next
 *           update: the host statement reads what the first region's
 *           reduction produced.
 * regions:  R1 (reads p, reduction(+: d)), R2 (writes z using alpha).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           `alpha = rho / d;` reads d, which R1's reduction clause
 *           changes: it cannot run before R1.
 */
void dot_then_axpy(const double *restrict p, double *restrict z, int n, double rho)
{
  double d = 0.0, alpha;
#pragma omp target data map(to: p[0:n]) map(tofrom: z[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: d) map(tofrom: d)
    for (int j = 0; j < n; j++)
      d += p[j] * p[j];

    alpha = rho / d;
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++)
      z[j] = z[j] + alpha;
  }
}
