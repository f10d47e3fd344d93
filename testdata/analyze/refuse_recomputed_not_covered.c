/*
 * case:     refuse_recomputed_not_covered
 * what:     The second region reads the node flux at i - 1 from i = 0:
 *           element -1 the first region never stores, so no value can be
 *           recomputed there; in one launch the read at i - 1 could also
 *           run before the store. The plain keep-store pair is refused
 *           (point-wise); recomputing is not tried where a read is not
 *           covered.
 * regions:  R1 (writes node_flux[0:n]), R2 (reads node_flux[i - 1], i from 0).
 * expect:   R1 -> R2 via node_flux: REFUSED [covered-reads]
 */
void momentum(const double *restrict mass_flux, double *restrict node_flux,
              double *restrict node_mass, int n)
{
#pragma omp target data map(to: mass_flux[0:n + 1]) \
    map(tofrom: node_flux[-1:n + 1], node_mass[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      node_flux[i] = 0.5 * (mass_flux[i] + mass_flux[i + 1]);

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      node_mass[i] = node_flux[i - 1] + node_flux[i];
  }
}
