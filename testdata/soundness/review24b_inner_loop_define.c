/*
 * case:     review24b_inner_loop_define
 * what:     an `#undef`/`#define` between the second region's loop headers
 *           was deleted with them.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* a #undef/#define between the second region's collapsed loops */
#define W 2.0
void f(double *restrict a, double *restrict b, const double *restrict c, int n, int m) {
#pragma omp target data map(tofrom: a[0:n*m], b[0:n*m]) map(to: c[0:n*m])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        a[i * m + j] = c[i * m + j] * W;
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
#undef W
#define W 5.0
      for (int j = 0; j < m; j++)
        b[i * m + j] = a[i * m + j] + W;
  }
}
int main(void) { int n = 20000, m = 3; double *a = mk(n*m, 1), *b = mk(n*m, 2), *c = mk(n*m, 3);
  f(a, b, c, n, m); printf("%.6f %.6f %.1f\n", cks(a, n*m), cks(b, n*m), W); return 0; }
