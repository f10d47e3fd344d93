/*
 * case:     review24_map_len_scalar
 * what:     the first region sets `len` (map tofrom), the second maps
 *           `b[0:len]`: fused, the section was read before the first body
 *           ran.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* the first region sets the length the second maps */
void k(double *restrict a, double *restrict b, int n) {
  int len = 8;
#pragma omp target data map(tofrom: a[0:n])
  {
#pragma omp target teams distribute parallel for map(tofrom: len)
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0;
      if (i == 0) len = n;
    }
#pragma omp target teams distribute parallel for map(tofrom: b[0:len])
    for (int i = 0; i < n; i++)
      b[i] = a[i] + 1.0;
  }
  printf("len=%d ", len);
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
