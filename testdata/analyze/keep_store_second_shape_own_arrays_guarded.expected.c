/*
 * case:     keep_store_second_shape_own_arrays_guarded
 * what:     Two independent regions with different launch shapes: the
 *           second runs in one thread (`num_teams(1) num_threads(1)`), and
 *           its `x` and `out` may overlap (no restrict, called through a
 *           pointer). Fused, it runs in the first's shape, right only
 *           when its own iterations are independent, so the run-time test
 *           includes x against out of the second region alone (the pair's
 *           other tests compare a and b with x and out). main() calls it
 *           with four distinct arrays, then with out == x + 1, where the
 *           one-thread loop carries x[i] + 1 into x[i + 1] and only the
 *           regions as written give x[k] = x[0] + k.
 * regions:  R1 (reads a, writes b over 0..n-1, num_teams(8)
 *           num_threads(64)), R2 (reads x, writes out over 0..m-1,
 *           num_teams(1) num_threads(1)).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store over the box of both ranges in R1's shape, under
 *           PARACODEX_NO_OVERLAP tests, one of them R2's x against R2's out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

void scale_then_step(const float *a, float *b, const float *x, float *out, int n, int m)
{
  if (PARACODEX_NO_OVERLAP(b, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(m))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(m)))) &&
      PARACODEX_NO_OVERLAP(b, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), x,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(m))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(m)))) &&
      PARACODEX_NO_OVERLAP(a, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(m))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(m)))) &&
      PARACODEX_NO_OVERLAP(x, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(m))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(m))), out,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(m))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(m))))) {
#pragma omp target teams distribute parallel for num_teams(8) num_threads(64)
  for (int i = 0; i < (n > m ? n : m); i++) {
      if (i < n)
        b[i] = 2.0f * a[i];
      if (i < m) {
        out[i] = x[i] + 1.0f;
      }
    }
  } else {
#pragma omp target teams distribute parallel for num_teams(8) num_threads(64)
  for (int i = 0; i < n; i++)
    b[i] = 2.0f * a[i];

#pragma omp target teams distribute parallel for num_teams(1) num_threads(1)
  for (int i = 0; i < m; i++)
    out[i] = x[i] + 1.0f;
  }
}

typedef void (*kernel)(const float *, float *, const float *, float *, int, int);

static double checksum(const float *v, int n)
{
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += v[k] * (double)(k % 7 + 1);
  return s;
}

int main(void)
{
  kernel run = scale_then_step;
  enum { N = 5000, M = 3000 };
  float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  float *x = malloc((M + 1) * sizeof *x), *out = malloc((M + 1) * sizeof *out);
  for (int k = 0; k < N; k++)
    a[k] = (float)(k % 13), b[k] = 0.0f;
  for (int k = 0; k <= M; k++)
    x[k] = (float)(k % 5), out[k] = 0.0f;
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N], x[0:M + 1], out[0:M + 1])
  run(a, b, x, out, N, M);
  printf("distinct: %.1f %.1f\n", checksum(b, N), checksum(out, M + 1));
  for (int k = 0; k <= M; k++)
    x[k] = (float)(k % 5);
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N], x[0:M + 1])
  run(a, b, x, x + 1, N, M);
  printf("carried: %.1f %.1f\n", checksum(b, N), checksum(x, M + 1));
  free(a), free(b), free(x), free(out);
  return 0;
}
