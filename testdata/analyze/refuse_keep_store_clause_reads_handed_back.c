/*
 * case:     refuse_keep_store_clause_reads_handed_back
 * what:     The first region sums the flux into `total` (a reduction the
 *           host gets back); the second's `num_teams` clause reads `total`.
 *           Fused, the clause would be evaluated before the first body ran,
 *           with the old `total`.
 * regions:  R1 (writes flux, reduction(+: total)), R2 (reads flux; clause
 *           reads total).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [rewritable]
 * rule:     the first region hands `total` back, and a clause of the second
 *           region reads it.
 */
double step(double *restrict state, double *restrict flux, double *restrict tend, int n)
{
  double total = 0.0;
#pragma omp target data map(tofrom: state[0:n], flux[0:n], tend[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: total) map(tofrom: total)
    for (int i = 0; i < n; i++) {
      flux[i] = 0.5 * state[i] * state[i];
      total += flux[i];
    }

#pragma omp target teams distribute parallel for num_teams(total > 1.0 ? 8 : 4)
    for (int i = 0; i < n; i++)
      tend[i] = -flux[i];
  }
  return total;
}
