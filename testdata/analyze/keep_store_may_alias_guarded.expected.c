#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))
/*
 * case:     keep_store_may_alias_guarded
 * what:     keep_store_same_point with plain pointers: `state` and `flux`
 *           may be one array (step(a, a + 1, ...)), and then the second
 *           region's store to state[i] is the first's flux[i - 1], a
 *           different iteration. No proof says they are apart, but the
 *           program can test it: the fused launch runs when flux[0..n-1]
 *           and state[0..n-1] share no byte, the two regions as written
 *           otherwise.
 * regions:  R1 (reads state, writes flux), R2 (reads flux, writes state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store under PARACODEX_NO_OVERLAP(flux, 0, n-1, state, 0, n-1).
 */
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
