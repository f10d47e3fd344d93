/*
 * case:     review25_ptr_compound_assign
 * what:     keep-store guard ignores `q += k` on a local pointer inside the
 *           second region. Guard checks c[0..n-1] against a[0..n-1], but the
 *           region actually reads c[k..k+n-1] (= a[1..n] here). The guard
 *           passes, the fused region runs, and reads a[i+1] before iteration
 *           i+1 wrote it.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }
void k(double *a, double *c, double *b, int n, int k) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double *q = c;
    q += k;
    b[i] = a[i] + q[i];
  }
}
#define M 5000
int main(void) {
  int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, 0, 500, -500};
  for (int t = 0; t < 4; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    /* a = buf+1500, c = buf+2700 (disjoint from a), c + k = a + offs[t] */
    k(buf + 1500, buf + 2700, buf + 3900, n, offs[t] - 1200);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0;
}
