/*
 * case:     review24_enum_shadow
 * what:     the first body declares `enum { SCALE = 3 }`; moved after it,
 *           the second body's SCALE would be that one, not the global.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
enum { SCALE = 1 };
void k(double *restrict a, double *restrict b, int n) {
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      enum { SCALE = 3 };
      a[i] = (double)i * SCALE;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      b[i] = a[i] + SCALE;
    }
  }
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
