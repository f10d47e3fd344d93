/*
 * case:     keep_store_alias_attribute_guarded
 * what:     Two globals, one an alias attribute of the other: one array.
 *           The second region reads H[i + 1], which the first stores as
 *           G[i + 1] at another iteration. (Review of session 24: fused
 *           blindly, the output changed; testdata/soundness's
 *           review24_global_alias_attr until session 25, which cannot
 *           build it for host offload: the device compiler rejects the
 *           alias.) An alias names storage paracodex cannot tell apart, so
 *           the pair is fused under the run-time overlap test, whose
 *           fallback runs here.
 * regions:  R1 (writes G), R2 (reads G, H, writes OUT).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store under PARACODEX_NO_OVERLAP(G, 0, n-1, H, 1, n).
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
#define N 20001
double G[N];
extern double H[N] __attribute__((alias("G")));
double OUT[N];
void k(int n) {
#pragma omp target data map(tofrom: G, OUT)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      G[i] = (double)i * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      OUT[i] = G[i] + H[i + 1];
  }
}
int main(void) { int n = 20000; for (int i = 0; i < N; i++) { G[i] = i % 5; OUT[i] = 0; }
  k(n); printf("%.6f %.6f\n", cks(G, N), cks(OUT, N)); return 0; }
