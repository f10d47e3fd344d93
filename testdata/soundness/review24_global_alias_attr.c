/*
 * case:     review24_global_alias_attr
 * what:     two globals, one an alias attribute of the other: one array.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
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
