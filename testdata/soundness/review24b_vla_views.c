/*
 * case:     review24b_vla_views
 * what:     two VLA views of one buffer with different row lengths: [i][j]
 *           is not one element in both.
 *           (Second review of session 24; fused, the output changed or
 *           the text did not parse.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* two VLA views of one buffer with different row lengths */
void f(double *restrict a, double *restrict b, int n, int m) {
  double (*A)[m] = (double (*)[m])a;
  double (*B)[m + 1] = (double (*)[m + 1])a;
#pragma omp target data map(tofrom: a[0:n*(m+1)], b[0:n*m])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        A[i][j] = (double)(i + j) + 0.25;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        b[i * m + j] = B[i][j] * 2.0;
  }
}
int main(void) { int n = 20000, m = 4; double *a = mk(n*(m+1), 1), *b = mk(n*m, 2);
  f(a, b, n, m); printf("%.6f %.6f\n", cks(a, n*(m+1)), cks(b, n*m)); return 0; }
