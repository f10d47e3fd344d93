/*
 * case:     keep_store_tail_launch_shape_guarded
 * what:     keep_store_tail_launch_shape as HeCBench's silu writes it: no
 *           restrict, and the function is called through a pointer, so no
 *           call site proves `x` and `out` apart. The fused launch runs
 *           the tail in the first region's shape, which is right only
 *           when the tail's iterations are independent: its own `x` and
 *           `out` must not overlap. The program tests that (beside the
 *           pair's tests) and runs the regions as written otherwise.
 *           main() calls it with distinct arrays (fused branch) and, for
 *           three elements (a tail alone), with out == x + 1, where the
 *           one-thread tail carries each result into the next iteration
 *           (the pair's first test, which bounds the empty first loop
 *           conservatively, already sends that call to the regions as
 *           written; keep_store_second_shape_own_arrays_guarded needs
 *           the new test alone).
 * regions:  R1 (reads x[4i..4i+3], writes out[4i..4i+3], num_teams(teams)
 *           num_threads(block)), R2 (reads x[i], writes out[i] over
 *           4*(n/4)..n-1, num_teams(1) num_threads(1)).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store over the box of both ranges, the first's shape,
 *           under PARACODEX_NO_OVERLAP tests that include R2's x against
 *           R2's out.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void silu_forward(const float *x, float *out, size_t n, int block)
{
  size_t vec = n / 4;
  int teams = (int)((vec + block - 1) / block) + 1;
  if (PARACODEX_NO_OVERLAP(
          x,
          PARACODEX_MIN(0LL, (-4LL + 4LL * (long long)(vec))) +
              PARACODEX_MIN(0LL, (3LL)),
          PARACODEX_MAX(0LL, (-4LL + 4LL * (long long)(vec))) +
              PARACODEX_MAX(0LL, (3LL)),
          out,
          PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
          PARACODEX_MAX((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n)))) &&
      PARACODEX_NO_OVERLAP(
          out,
          PARACODEX_MIN(0LL, (-4LL + 4LL * (long long)(vec))) +
              PARACODEX_MIN(0LL, (3LL)),
          PARACODEX_MAX(0LL, (-4LL + 4LL * (long long)(vec))) +
              PARACODEX_MAX(0LL, (3LL)),
          x, PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
          PARACODEX_MAX((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n)))) &&
      PARACODEX_NO_OVERLAP(
          x, PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
          PARACODEX_MAX((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
          out,
          PARACODEX_MIN((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))),
          PARACODEX_MAX((4LL * (long long)(vec)), (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
  for (size_t i = (0 < (4 * vec) ? 0 : (4 * vec)); i < (vec > n ? vec : n); i++) {
      if (i >= 0 && i < vec) {
        for (int k = 0; k < 4; k++) {
          float v = x[4 * i + k];
          out[4 * i + k] = v / (1.0f + expf(-v));
        }
      }
      if (i >= (4 * vec) && i < n) {
        float v = x[i];
        out[i] = 0.5f * v + 1.0f;
      }
    }
  } else {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
  for (size_t i = 0; i < vec; i++) {
    for (int k = 0; k < 4; k++) {
      float v = x[4 * i + k];
      out[4 * i + k] = v / (1.0f + expf(-v));
    }
  }

#pragma omp target teams distribute parallel for num_teams(1) num_threads(1)
  for (size_t i = 4 * vec; i < n; i++) {
    float v = x[i];
    out[i] = 0.5f * v + 1.0f;
  }
  }
}

typedef void (*kernel)(const float *, float *, size_t, int);

static double checksum(const float *a, size_t n)
{
  double s = 0.0;
  for (size_t k = 0; k < n; k++)
    s += a[k] * (double)(k % 7 + 1);
  return s;
}

int main(void)
{
  kernel run = silu_forward;
  const size_t n = 4003; /* a tail of 3 */
  float *buf = malloc((2 * n + 1) * sizeof *buf);
  for (size_t k = 0; k < 2 * n + 1; k++)
    buf[k] = (float)((k % 19) - 9) / 4.0f;
#pragma omp target data map(tofrom: buf[0:2 * n + 1])
  {
    run(buf, buf + n + 1, n, 64);
  }
  printf("distinct: %.4f\n", checksum(buf, 2 * n + 1));
  for (size_t k = 0; k < 2 * n + 1; k++)
    buf[k] = (float)((k % 19) - 9) / 4.0f;
#pragma omp target data map(tofrom: buf[0:2 * n + 1])
  {
    run(buf, buf + 1, 3, 64);
  }
  printf("shifted: %.4f\n", checksum(buf, 2 * n + 1));
  free(buf);
  return 0;
}
