/*
 * case:     refuse_recomputed_value_written_by_second
 * what:     As keep_store_recomputed_shifted_reads, but the second region
 *           also writes the mass flux the node flux is averaged from:
 *           recomputed at i - 1 in one launch, the average could read a
 *           mass flux another iteration of the second region already
 *           changed. Neither fused form keeps the meaning (the plain
 *           keep-store pair, refused for the read at i - 1, is not listed).
 * regions:  R1 (reads mass_flux, writes node_flux), R2 (reads node_flux at
 *           i - 1 and i, writes node_mass and mass_flux).
 * expect:   R1 -> R2 via node_flux: REFUSED [no-alias]
 */
void momentum(double *restrict mass_flux, double *restrict node_flux,
              double *restrict node_mass, int n)
{
#pragma omp target data map(tofrom: mass_flux[0:n + 1], node_flux[0:n], node_mass[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      node_flux[i] = 0.5 * (mass_flux[i] + mass_flux[i + 1]);

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++) {
      node_mass[i] = node_flux[i - 1] + node_flux[i];
      mass_flux[i] = 0.0;
    }
  }
}
