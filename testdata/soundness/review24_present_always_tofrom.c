/*
 * case:     review24_present_always_tofrom
 * what:     as always_tofrom, with the array entered by `target enter
 *           data` and the map `present, always, tofrom`.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
void k(double *restrict a, double *restrict b, double *restrict c, int n) {
#pragma omp target enter data map(to: a[0:n], b[0:n])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0;
#pragma omp target teams distribute parallel for map(present, always, tofrom: a[0:n])
    for (int i = 0; i < n; i++)
      b[i] = a[i] + 1.0;
#pragma omp target exit data map(from: a[0:n], b[0:n])
}
int main(void) { int n = 20000; double *a = mk(n+2, 1), *b = mk(n+2, 2), *c = mk(n+2, 3);
  k(a, b, c, n); printf("%.6f %.6f %.6f\n", cks(a, n+2), cks(b, n+2), cks(c, n+2)); return 0; }
