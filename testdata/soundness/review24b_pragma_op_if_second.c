/*
 * case:     review24b_pragma_op_if_second
 * what:     the second region is `if (flag) _Pragma("omp target ...")` on
 *           one line: the fusion deleted the `if`.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* the second region, written with _Pragma, is the body of an `if` on its own line */
void k(double *restrict a, double *restrict b, const double *restrict c, int n, int flag) {
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(to: c[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = c[i] * 2.0 + 1.0;
    if (flag) _Pragma("omp target teams distribute parallel for")
    for (int i = 0; i < n; i++)
      b[i] = a[i] * a[i] - c[i];
  }
}
int main(int argc, char **argv) { int n = 20000; double *a = mk(n, 1), *b = mk(n, 2), *c = mk(n, 3);
  k(a, b, c, n, argc > 5); printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
