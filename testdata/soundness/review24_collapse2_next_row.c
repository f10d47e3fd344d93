/*
 * case:     review24_collapse2_next_row
 * what:     collapse(2) over flat rows; the second region reads four
 *           elements ahead, in the next row (another iteration). The split
 *           subscripts hid it.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static double *mk(long n, double seed) { double *x = malloc(sizeof(double) * n); for (long i = 0; i < n; i++) x[i] = seed + (double)((i * 37) % 101) * 0.5; return x; }
/* collapse(2), rows of width m (runtime 4), column loop bound the literal 4:
   the second reads a[i*m + j + 4], i.e. the next row */
void k(double *restrict a, double *restrict b, int r, int m) {
#pragma omp target data map(tofrom: a[0:r*m+m], b[0:r*m])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < r; i++)
      for (int j = 0; j < 4; j++)
        a[i * m + j] = (double)(i + 3 * j);
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < r; i++)
      for (int j = 0; j < 4; j++)
        b[i * m + j] = a[i * m + j + 4];
  }
}
int main(void) { int r = 5000, m = 4; double *a = mk(r*m+m, 1), *b = mk(r*m, 2);
  k(a, b, r, m); printf("%.6f %.6f\n", cks(a, r*m+m), cks(b, r*m)); return 0; }
