/*
 * case:     keep_store_tail_launch_shape_may_alias_guarded
 * what:     keep_store_tail_launch_shape without `restrict`, in a function
 *           other files may call: `out` may be `x + 1`, and then the
 *           tail's iteration i writes what iteration i + 1 reads, which
 *           its one team of one thread kept in order. Refused until
 *           session 35 (as refuse_launch_shape_tail_may_alias); since
 *           session 36 fused under a run-time test that includes the
 *           tail's x against its out, the regions as written otherwise.
 * regions:  R1 (writes out[4i..4i+3], num_teams(teams) num_threads(block)),
 *           R2 (reads x[i], writes out[i], num_teams(1) num_threads(1)).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store in R1's shape under PARACODEX_NO_OVERLAP tests.
 */
#include <stddef.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void scale(const float *x, float *out, size_t n, int teams, int block)
{
  size_t vec = n / 4;
#pragma omp target data map(tofrom: out[0:n + 1]) map(to: x[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            out,
            PARACODEX_MIN(0LL, (-4LL + 4LL * (long long)(vec))) +
                PARACODEX_MIN(0LL, (3LL)),
            PARACODEX_MAX(0LL, (-4LL + 4LL * (long long)(vec))) +
                PARACODEX_MAX(0LL, (3LL)),
            x,
            PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX((4LL * (long long)(vec)),
                          (-1LL + 1LL * (long long)(n)))) &&
        PARACODEX_NO_OVERLAP(
            x,
            PARACODEX_MIN(0LL, (-4LL + 4LL * (long long)(vec))) +
                PARACODEX_MIN(0LL, (3LL)),
            PARACODEX_MAX(0LL, (-4LL + 4LL * (long long)(vec))) +
                PARACODEX_MAX(0LL, (3LL)),
            out,
            PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX((4LL * (long long)(vec)),
                          (-1LL + 1LL * (long long)(n)))) &&
        PARACODEX_NO_OVERLAP(
            x,
            PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
            out,
            PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX((4LL * (long long)(vec)),
                          (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
    for (size_t i = (0 < (4 * vec) ? 0 : (4 * vec)); i < (vec > n ? vec : n);
           i++) {
        if (i >= 0 && i < vec)
          for (int k = 0; k < 4; k++)
            out[4 * i + k] = 2.0f * x[4 * i + k];
        if (i >= (4 * vec) && i < n) {
          out[i] = 2.0f * x[i];
        }
      }
    } else {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
    for (size_t i = 0; i < vec; i++)
      for (int k = 0; k < 4; k++)
        out[4 * i + k] = 2.0f * x[4 * i + k];

#pragma omp target teams distribute parallel for num_teams(1) num_threads(1)
    for (size_t i = 4 * vec; i < n; i++)
      out[i] = 2.0f * x[i];
    }
  }
}
