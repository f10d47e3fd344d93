/*
 * case:     keep_store_recomputed_shifted_reads
 * what:     CloverLeaf's advec_mom: a node flux averaged from the mass
 *           flux, then the node mass from the flux at i - 1 and i. The
 *           node flux is program state (mapped back), so the vertical pair
 *           is refused; in one launch the read at i - 1 could run before
 *           the iteration that stores it, so that read (and the one at i)
 *           recomputes the average from the mass flux, while the first
 *           body still stores the node flux. The loops start at different
 *           i: the fused nest runs over both, each body under its own test.
 * regions:  R1 (reads mass_flux, writes node_flux), R2 (reads density,
 *           node_flux at i - 1 and i, writes node_mass).
 * expect:   R1 -> R2 via node_flux: REFUSED [not-mapped-back]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store, the reads of node_flux recomputed from mass_flux.
 */
void momentum(const double *restrict mass_flux, double *restrict node_flux,
              const double *restrict density, double *restrict node_mass, int nx, int ny)
{
#pragma omp target data map(to: mass_flux[0:(nx + 1) * ny], density[0:nx * ny]) \
    map(tofrom: node_flux[0:nx * ny], node_mass[0:nx * ny])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 1; j < ny; j++)
      for (int i = 0; i < nx; i++)
        node_flux[i + j * nx] =
            0.25 * (mass_flux[i + (j - 1) * (nx + 1)] + mass_flux[i + j * (nx + 1)] +
                    mass_flux[i + 1 + (j - 1) * (nx + 1)] + mass_flux[i + 1 + j * (nx + 1)]);

#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 1; j < ny; j++)
      for (int i = 1; i < nx; i++)
        node_mass[i + j * nx] =
            density[i + j * nx] - node_flux[(i - 1) + j * nx] + node_flux[i + j * nx];
  }
}
