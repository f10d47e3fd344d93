/*
 * case:     review24b_typedef_in_second
 * what:     the second body declares `typedef float k;` while its loop
 *           variable is renamed to `k`.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* the second body declares a type spelled like the first loop's variable */
void f(double *restrict a, double *restrict b, const double *restrict c, int n) {
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++)
      a[k] = c[k] * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      typedef float k;
      b[i] = a[i] * (double)sizeof(k);
    }
  }
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3);
  f(a, b, c, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
