/*
 * case:     keep_store_same_point
 * what:     A flux is computed from the state, then the tendency and the
 *           new state from the flux at the same point. The flux is a
 *           parameter the caller keeps (program state, so the vertical pair
 *           is refused), but every read of it is at the iteration that
 *           wrote it, and the state the second region writes is read by
 *           the first only at that iteration too.
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes tend, state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store: one launch, the flux still stored for the caller.
 */
void step(double *restrict state, double *restrict flux, double *restrict tend, int n,
          double dt)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n], tend[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      tend[i] = -flux[i] * dt;
      state[i] += tend[i];
    }
  }
}
