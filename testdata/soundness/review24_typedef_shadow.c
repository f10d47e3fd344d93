/*
 * case:     review24_typedef_shadow
 * what:     the first body declares `typedef double real`; moved after it,
 *           the second body's `real` (float outside) would be double.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
typedef float real;
void k(double *restrict a, double *restrict b, int n) {
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      typedef double real;
      real x = (real)i / 3.0;
      a[i] = x;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      real y = (real)(a[i] / 7.0);
      b[i] = y;
    }
  }
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.9f %.9f\n", cks(a, n), cks(b, n)); return 0; }
