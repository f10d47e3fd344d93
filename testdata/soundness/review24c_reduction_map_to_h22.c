/*
 * case:     review24c_reduction_map_to_h22
 * what:     an array reduction `reduction(+: h[0:4])` in the second
 *           region, `map(to: h)` in the first.
 *           (Third review of session 24; under host offload the fused
 *           program printed the initial value.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
void k(double *restrict a, double *restrict b, const double *restrict c, int n) {
  int h[4] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
#pragma omp target teams distribute parallel for map(to: h)
    for (int i = 0; i < n; i++) {
      a[i] = c[i] * 2.0;
    }
#pragma omp target teams distribute parallel for reduction(+: h[0:4])
    for (int i = 0; i < n; i++) {
      h[i%4] += (a[i] > 100); b[i] = a[i] * 2;
    }
  }
  printf("h=%d %d %d %d\n", h[0], h[1], h[2], h[3]);
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3);
  k(a, b, c, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
