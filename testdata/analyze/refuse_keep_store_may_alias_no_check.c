/*
 * case:     refuse_keep_store_may_alias_no_check
 * what:     keep_store_may_alias_guarded over rows: `state` and `flux` are
 *           pointers to rows of m doubles. They may still be one array
 *           (step(n, m, a, a + 1, ...)), and the run-time overlap test
 *           covers flat arrays only, so nothing proves or tests them apart.
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [point-wise]
 * rule:     `flux` and `state` may be the same memory; no run-time check
 *           either: `flux` is not a flat array.
 */
void step(int n, int m, double (*state)[m], double (*flux)[m], double dt)
{
#pragma omp target data map(tofrom: state[0:n][0:m], flux[0:n][0:m])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        flux[i][j] = 0.5 * state[i][j] * state[i][j];

#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        state[i][j] -= flux[i][j] * dt;
  }
}
