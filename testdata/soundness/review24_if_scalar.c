/*
 * case:     review24_if_scalar
 * what:     the first region clears `on` (map tofrom), the second has
 *           `if(on)`: fused, the clause was evaluated before the first
 *           body ran.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* the first region switches off offloading of the second by clearing `on` */
void k(double *restrict a, double *restrict b, int n) {
  int on = 1;
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for if(on) map(tofrom: on)
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0;
      if (i == 0) on = 0;
    }
#pragma omp target teams distribute parallel for if(on)
    for (int i = 0; i < n; i++)
      b[i] = a[i] + 1.0;
  }
  printf("on=%d ", on);
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
