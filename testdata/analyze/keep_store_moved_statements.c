/*
 * case:     keep_store_moved_statements
 * what:     NAS CG's conj_grad start: clear z, copy x into r, then reset
 *           rho and sum r*r into it. `rho = 0.0;` stands between the two
 *           regions.
 * regions:  R1 (reads x, writes z and r over 0..n-1), R2 (reads r over
 *           0..n-1, reduction(+: rho)).
 * expect:   R1 + R2 keep-store: LEGAL
 *           point-wise: R2 reads r[j] where R1 wrote it; r is program
 *           state (mapped back), so its stores stay. movable-between:
 *           `rho = 0.0;` sets a local R1 does not name.
 *           R1 -> R2 via r: REFUSED [not-mapped-back]
 * strategy: keep-store, `rho = 0.0;` moved above the fused region.
 */
void start_cg(const double *restrict x, double *restrict z, double *restrict r, int n,
              double *rho_out)
{
  double rho;
#pragma omp target data map(to: x[0:n]) map(tofrom: z[0:n], r[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) {
      z[j] = 0.0;
      r[j] = x[j];
    }

    rho = 0.0;
#pragma omp target teams distribute parallel for reduction(+: rho) map(tofrom: rho)
    for (int j = 0; j < n; j++)
      rho += r[j] * r[j];
  }
  *rho_out = rho;
}
