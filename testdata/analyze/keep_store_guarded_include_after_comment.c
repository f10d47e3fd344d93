/*
 * case:     keep_store_guarded_include_after_comment
 * what:     keep_store_may_alias_guarded in a file whose include follows
 *           the closing of a block comment on the same line. The overlap
 *           macros go after that include; they used to go above the
 *           comment, which the formatter then took for part of the last
 *           macro and ended every comment line with a backslash (session
 *           36).
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes state).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store under PARACODEX_NO_OVERLAP, defined after the include.
 */#include <stddef.h>

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
