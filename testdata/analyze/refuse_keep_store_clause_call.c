/*
 * case:     refuse_keep_store_clause_call
 * what:     keep_store_same_point, but each region asks `pick_teams()` for
 *           its number of teams, which counts its calls: the fused launch
 *           would evaluate one directive's clauses once, so the count
 *           would change. (Review of session 25, clause_side_effect_once.)
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [clause-effects]
 * rule:     a clause calls `pick_teams`, which may have effects.
 */
int launches;

static int pick_teams(void)
{
  launches++;
  return 64;
}

void step(double *restrict state, double *restrict flux, int n, double dt)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(pick_teams())
    for (int i = 0; i < n; i++)
      flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for num_teams(pick_teams())
    for (int i = 0; i < n; i++)
      state[i] -= flux[i] * dt;
  }
}
