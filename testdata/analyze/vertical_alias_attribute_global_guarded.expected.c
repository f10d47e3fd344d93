/*
 * case:     vertical_alias_attribute_global_guarded
 * what:     A consumer writes `H`, an alias attribute of the global `G`
 *           the producer reads at i + 1. The call-site proof took the two
 *           globals for two arrays and fused without a test (found in
 *           session 24, while reviewing keep-store: the recomputed G[i + 1]
 *           raced with the store to H[i + 1]). An alias names other
 *           storage: the pair is fused under the run-time overlap test,
 *           whose fallback runs here.
 * regions:  R1 producer (reads G, writes t), R2 consumer (writes H, out).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline under a run-time overlap test.
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
#define N 64
double G[N];
extern double H[N] __attribute__((alias("G")));
static void f(double *out, int n)
{
  double *t = malloc(n * sizeof(double));
#pragma omp target data map(tofrom: G[0:N]) map(tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            G, (1LL) + 0LL + PARACODEX_MIN(0LL, (-2LL + 1LL * (long long)(n))),
            (1LL) + 0LL + PARACODEX_MAX(0LL, (-2LL + 1LL * (long long)(n))), H,
            PARACODEX_MIN(0LL, (-2LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++) {
        H[i] = 100.0 + i;
        out[i] = (G[i + 1] * 2.0);
      }
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      t[i] = G[i + 1] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++) {
      H[i] = 100.0 + i;
      out[i] = t[i];
    }
      }
    }
  }
  free(t);
}
int main(void)
{
  static double out[N];
  for (int i = 0; i < N; i++) G[i] = i;
  f(out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1) + G[i];
  printf("%.17g\n", s);
  return 0;
}
