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
#define N 64
double G[N];
extern double H[N] __attribute__((alias("G")));
static void f(double *out, int n)
{
  double *t = malloc(n * sizeof(double));
#pragma omp target data map(tofrom: G[0:N]) map(alloc: t[0:n]) map(tofrom: out[0:n])
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
