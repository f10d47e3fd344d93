/*
 * case:     review24_local_alias_pp
 * what:     a malloc'd local pointer repointed through `double **pp = &t`:
 *           it may be the other array.
 *           (Review of session 24, keep-store; fused, the output changed.)
 *           Since session 25 fused under the run-time overlap test, which
 *           compares the pointers' values: here they overlap and the
 *           regions as written run.
 * expect:   FUSED (keep-store)
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
void k(double *a, double *restrict b, int n) {
  double *t = malloc(sizeof(double) * (n + 1));
  double **pp = &t;
  free(t);
  *pp = a;                       /* t now names a */
#pragma omp target data map(tofrom: a[0:n+1], b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] + t[i + 1];
  }
}
int main(void) { int n = 20000; double *a = mk(n+1, 1), *b = mk(n, 2);
  k(a, b, n); printf("%.6f %.6f\n", cks(a, n+1), cks(b, n)); return 0; }
