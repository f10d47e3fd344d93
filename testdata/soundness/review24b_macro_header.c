/*
 * case:     review24b_macro_header
 * what:     both loop headers come from one macro `EACH(i)`: the edit
 *           split the macro name.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* both loop headers come from one macro; the first body is a single statement */
#define EACH(v) for (int v = 0; v < n; v++)
void f(double *restrict a, double *restrict b, const double *restrict c, int n) {
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
#pragma omp target teams distribute parallel for
    EACH(i)
      a[i] = c[i] * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
    EACH(i)
      b[i] = a[i] * 3.0;
  }
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3);
  f(a, b, c, n); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
