/*
 * case:     refuse_keep_store_may_alias
 * what:     keep_store_same_point with plain pointers: `state` and `flux`
 *           may be one array (step(a, a + 1, ...)), and then the second
 *           region's store to state[i] is the first's flux[i - 1], a
 *           different iteration.
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [point-wise]
 * rule:     `state` and `flux` may be the same memory.
 */
void step(double *state, double *flux, int n, double dt)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      state[i] -= flux[i] * dt;
  }
}
