/*
 * case:     review24b_pragma_op_first_clause
 * what:     the first region is written with `_Pragma`: the second's
 *           clause went after its closing parenthesis (analyze said
 *           fusable, fuse stopped on a text that does not parse).
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* first region written with _Pragma; the second brings a reduction the fused directive must carry */
void k(double *restrict a, double *restrict b, const double *restrict c, int n, double *out) {
  double s = 0;
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
    _Pragma("omp target teams distribute parallel for")
    for (int i = 0; i < n; i++)
      a[i] = c[i] * 2.0 + 1.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (int i = 0; i < n; i++)
      s += a[i] - c[i];
  }
  *out = s;
}
int main(void) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3), s;
  k(a, b, c, n, &s); printf("%.6f %.6f %.6f\n", cks(a, n), cks(b, n), s); return 0; }
