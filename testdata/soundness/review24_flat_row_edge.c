/*
 * case:     review24_flat_row_edge
 * what:     rows in parallel, columns in a sequential loop; the second
 *           region reads a[i*m + j + 1], at j = m-1 the first element of
 *           the next row, written by another iteration. The split
 *           subscripts [i][j + 1] hid it.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* rows in parallel, columns sequential; second reads one past the row end = next row's first element */
void k(double *restrict a, double *restrict b, int n, int m) {
#pragma omp target data map(tofrom: a[0:n*m+1], b[0:n*m])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        a[i * m + j] = (double)(i + j) + 0.25;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        b[i * m + j] = a[i * m + j + 1] * 2.0;
  }
}
int main(void) { int n = 20000, m = 4; double *a = mk(n*m+1, 1), *b = mk(n*m, 2);
  k(a, b, n, m); printf("%.6f %.6f\n", cks(a, n*m+1), cks(b, n*m)); return 0; }
