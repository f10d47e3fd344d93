/*
 * case:     review24b_asm_label_alias
 * what:     `extern double h[] __asm__("g")` is the global g.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 *           Since session 25 fused under the run-time overlap test, which
 *           compares the addresses: one array, so the regions as written
 *           run.
 * expect:   FUSED (keep-store)
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* `h` is `g` under another C name: an asm label names the same symbol */
#define N 20000
double g[N + 1];
extern double h[N + 1] __asm__("g");
void f(double *restrict b, int n) {
#pragma omp target data map(tofrom: g, b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      g[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = g[i] + h[i + 1] * 3.0;
  }
}
int main(void) { int n = N; double *b = mk(n, 2); for (int i = 0; i <= n; i++) g[i] = i % 11;
  f(b, n); printf("%.6f %.6f\n", cks(g, n + 1), cks(b, n)); return 0; }
