/*
 * case:     review24b_cxx_ref_local
 * what:     a reference to a local allocation's pointer taken for separate
 *           storage.
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
/* a local allocation and a plain reference to its pointer */
void f(double *__restrict b, int n) {
  double *a = mk(n + 1, 1);
  double *&r = a;
#pragma omp target data map(tofrom: a[0:n+1], b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] + r[i + 1] * 3.0;
  }
  printf("%.6f ", cks(a, n + 1));
}
int main() { int n = 20000; double *b = mk(n, 2);
  f(b, n); printf("%.6f\n", cks(b, n)); return 0; }
