/*
 * case:     refuse_keep_store_map_to
 * what:     keep_store_same_point without the enclosing target data: each
 *           region maps the flux `to` itself. The first region's stores to
 *           its own copy are dropped when it ends, and the second copies
 *           the host's flux in again: it never sees them. One fused region
 *           would hand them on.
 * regions:  R1 (writes flux, map to), R2 (reads flux, map to).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [one-device-copy]
 * rule:     the region at line 21 maps `flux` `to`, and nothing keeps it
 *           mapped across both regions.
 */
void step(double *restrict state, double *restrict flux, double *restrict tend, int n,
          double dt)
{
#pragma omp target teams distribute parallel for map(to: state[0:n], flux[0:n])
  for (int i = 0; i < n; i++)
    flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for map(to: flux[0:n]) map(from: tend[0:n])
  for (int i = 0; i < n; i++)
    tend[i] = -flux[i] * dt;
}
