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
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void step(double *state, double *flux, int n, double dt)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            flux, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), state,
            PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
        flux[i] = 0.5 * state[i] * state[i];
        state[i] -= flux[i] * dt;
      }
    } else {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      state[i] -= flux[i] * dt;
    }
  }
}
