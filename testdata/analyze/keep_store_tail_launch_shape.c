/*
 * case:     keep_store_tail_launch_shape
 * what:     silu's vectorised pass (HeCBench): four elements per iteration
 *           over the first 4 * (n / 4), launched with a computed number of
 *           teams, then the tail one element per iteration in one team
 *           with as many threads as there are leftover elements.
 * regions:  R1 (reads x[4i..4i+3], writes out[4i..4i+3] over
 *           0..n/4-1, num_teams(teams) num_threads(block)), R2 (reads
 *           x[i], writes out[i] over 4*(n/4)..n-1, num_teams(1)
 *           num_threads(n - 4 * (n / 4))).
 * expect:   R1 + R2 keep-store: LEGAL
 *           the regions ask for different `num_teams` and `num_threads`;
 *           no iteration of the tail touches what another writes (out[i]
 *           and x[i], restrict, no reduction, call or shared scalar), so
 *           it computes the same in any shape and the first's serves both
 *           (session 35; refused in session 34 as refuse_tail_launch_shape
 *           because the model did not test that).
 * strategy: keep-store over the box of both ranges, the first's shape.
 */
#include <math.h>
#include <stddef.h>

void silu_forward(const float *restrict x, float *restrict out, size_t n, int block)
{
  size_t vec = n / 4;
  int teams = (int)((vec + block - 1) / block);
#pragma omp target data map(to: x[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
    for (size_t i = 0; i < vec; i++) {
      for (int k = 0; k < 4; k++) {
        float v = x[4 * i + k];
        out[4 * i + k] = v / (1.0f + expf(-v));
      }
    }

#pragma omp target teams distribute parallel for num_teams(1) num_threads(n - 4 * vec)
    for (size_t i = 4 * vec; i < n; i++) {
      float v = x[i];
      out[i] = v / (1.0f + expf(-v));
    }
  }
}
