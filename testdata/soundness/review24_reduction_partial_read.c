/*
 * case:     review24_reduction_partial_read
 * what:     both regions reduce into s; the second body reads its partial
 *           value, which fused would include the first body's additions.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* the second body reads its own partial sum: never negative in the original */
void k(double *restrict a, double *restrict b, int n, double *out) {
  double s = 0;
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++) {
      a[i] = 1.0;
      s += -1.0;
    }
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n; i++) {
      s += 0.5 * a[i];
      b[i] = (s < 0) ? 1.0 : 0.0;
    }
  }
  *out = s;
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), s;
  k(a, b, n, &s); printf("%.6f %.6f %.6f\n", cks(a, n), cks(b, n), s); return 0; }
