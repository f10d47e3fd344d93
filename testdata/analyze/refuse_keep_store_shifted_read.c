/*
 * case:     refuse_keep_store_shifted_read
 * what:     keep_store_same_point, but the tendency reads the flux at the
 *           next point too: in one region, iteration i would read flux[i+1]
 *           before or after iteration i+1 stored it. The flux is chosen by
 *           an if, so the read cannot recompute it either (keep-store's
 *           recomputation needs a pure producer: keep_store_recomputed_*).
 *           (The vertical pair is refused as well: the flux is the
 *           caller's.)
 * regions:  R1 (writes flux), R2 (reads flux[i], flux[i+1]).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [point-wise]
 * rule:     `flux[i]` and `flux[i + 1]` touch one element at different
 *           iterations.
 */
void step(double *restrict state, double *restrict flux, double *restrict tend, int n,
          double dt)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n], tend[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      if (state[i] > 0.0)
        flux[i] = 0.5 * state[i] * state[i];
      else
        flux[i] = 0.0;
    }

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      tend[i] = (flux[i] - flux[i + 1]) * dt;
  }
}
