/*
 * case:     review24b_cxx_ref_outside
 * what:     a C++ reference to a pointer bound outside the regions taken
 *           for separate storage (horizontal).
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <cstdio>
#include <cstdlib>
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = (double *)malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* a reference bound outside the regions names `a` under another name */
void f(double *__restrict a, double *__restrict b, const double *__restrict c, int n) {
  double *__restrict &r = a;
#pragma omp target data map(tofrom: a[0:n+1], b[0:n]) map(to: c[0:n+1])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = c[i] * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = r[i + 1] * 3.0;
  }
}
int main() { int n = 20000; double *a = mk(n+1, 1), *b = mk(n, 2), *c = mk(n+1, 3);
  f(a, b, c, n); printf("%.6f %.6f\n", cks(a, n+1), cks(b, n)); return 0; }
