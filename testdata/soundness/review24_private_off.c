/*
 * case:     review24_private_off
 * what:     a scalar `off`, private to both regions, set differently in
 *           each and used in both subscripts: the test took it for one
 *           value.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
void k(double *restrict a, double *restrict b, int n) {
  int off;
#pragma omp target data map(tofrom: a[0:n+2], b[0:n])
  {
#pragma omp target teams distribute parallel for private(off)
    for (int i = 1; i <= n; i++) {
      off = (i % 2 == 0) ? 1 : -1;
      a[i + off] = (double)i * 3.0;
    }
#pragma omp target teams distribute parallel for private(off)
    for (int i = 1; i <= n; i++) {
      b[i - 1] = 0.0;
      off = 0;
      b[i - 1] = a[i + off] + 0.5;
    }
  }
}
int main(void) { int n = 20000; double *a = mk(n+2, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.6f %.6f\n", cks(a, n+2), cks(b, n)); return 0; }
