/*
 * case:     refuse_recomputed_value_private_scalar
 * what:     As keep_store_recomputed_shifted_reads (the node flux read
 *           mirrored, at n - 1 - i, so that the ranges agree), but the
 *           second region has its own copy of the scale `s` that the first
 *           region's value reads (`private(s)`, set in its body): a
 *           recomputed value in the second body would use the second's
 *           `s`, not the one the first region read.
 * regions:  R1 (reads mass_flux and s, writes node_flux), R2 (private s,
 *           reads node_flux at i and n - 1 - i, writes node_mass).
 * expect:   R1 -> R2 via node_flux: REFUSED [not-mapped-back]
 *           R1 + R2 keep-store: REFUSED [recomputed-value]
 */
void momentum(const double *restrict mass_flux, double *restrict node_flux,
              double *restrict node_mass, double s, int n)
{
#pragma omp target data map(to: mass_flux[0:n + 1]) map(tofrom: node_flux[0:n], node_mass[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      node_flux[i] = s * (mass_flux[i] + mass_flux[i + 1]);

#pragma omp target teams distribute parallel for private(s)
    for (int i = 0; i < n; i++) {
      s = 0.5;
      node_mass[i] = s * (node_flux[i] + node_flux[n - 1 - i]);
    }
  }
}
