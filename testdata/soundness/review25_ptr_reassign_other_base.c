/*
 * case:     review25_ptr_reassign_other_base
 * what:     a local pointer in the second region initialised to c and then
 *           reassigned to a + 1 (`double *q = c; q = a + 1;`). The tool
 *           tracks q as c only: the guard checks a against c (disjoint in
 *           the call), the fused body reads a[i+1] before iteration i+1
 *           writes it.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

void k(double *a, double *c, double *b, int n, int k) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0 + 1.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double *q = c; q = a + 1; b[i] = a[i] + q[i];
    }
}
#define M 5000
int main(void) { int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, -1, 0, 999, 1000, -1000, 500, -500, 2, -2};
  for (int t = 0; t < 10; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1500, buf + 2700, buf + 3900, n, offs[t] - 1200);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
