/*
 * case:     horizontal_different_ranges_size_t
 * what:     silu's two loops: a size_t loop over `vec_count` quads and a
 *           size_t loop over int-counted tail points, written as HeCBench
 *           writes them (`size_t i < n` with an int n).
 * regions:  R1 (writes out at 4i..4i+3 for i < vec_count), R2 (writes
 *           tail at i for i < n_tail).
 * expect:   R1 + R2 horizontal: LEGAL
 *           `i < n_tail` compares in size_t, so the box's bound converts
 *           the int to size_t as the test did.
 * strategy: horizontal over the box of both ranges.
 */
#include <stddef.h>

void quads_and_tail(float *restrict out, float *restrict tail, const float *restrict x,
                    size_t vec_count, int n_tail)
{
#pragma omp target teams distribute parallel for map(to: x[0:4 * vec_count]) map(from: out[0:4 * vec_count]) map(tofrom: tail[0:n_tail])
  for (size_t i = 0; i < (vec_count > (size_t)n_tail ? vec_count : (size_t)n_tail); i++) {
    if (i < vec_count) {
      for (int k = 0; k < 4; k++)
        out[4 * i + k] = 2.0f * x[4 * i + k];
    }
    if (i < (size_t)n_tail) {
      tail[i] = tail[i] + 1.0f;
    }
  }
}
