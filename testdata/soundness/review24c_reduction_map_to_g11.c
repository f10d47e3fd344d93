/*
 * case:     review24c_reduction_map_to_g11
 * what:     the first region maps `m` `to` and never uses it; the second
 *           reduces into m: fused, the reduction's result stayed on the
 *           device.
 *           (Third review of session 24; under host offload the fused
 *           program printed the initial value.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
void k(double *restrict a, double *restrict b, const double *restrict c, int n) {
  double x = 0.5; int m = 3;
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
#pragma omp target teams distribute parallel for map(to: m)
    for (int i = 0; i < n; i++) {
      a[i] = c[i] * 2.0;
    }
#pragma omp target teams distribute parallel for reduction(+: m)
    for (int i = 0; i < n; i++) {
      m += (a[i] > 100); b[i] = a[i] * 2;
    }
  }
  printf("x=%f m=%d\n", x, m);
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3);
  k(a, b, c, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
