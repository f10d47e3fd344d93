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

void scale(const float *x, float *out, size_t n, int teams, int block)
{
  size_t vec = n / 4;
#pragma omp target data map(tofrom: out[0:n + 1]) map(to: x[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
    for (size_t i = 0; i < vec; i++)
      for (int k = 0; k < 4; k++)
        out[4 * i + k] = 2.0f * x[4 * i + k];

#pragma omp target teams distribute parallel for num_teams(1) num_threads(1)
    for (size_t i = 4 * vec; i < n; i++)
      out[i] = 2.0f * x[i];
  }
}
