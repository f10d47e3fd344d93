/*
 * case:     review25_macro_undef_in_body_internal_error
 * what:     the first region's body ends with `#undef W` after using W. The
 *           rewrite's else branch repeats the first region textually after
 *           the #undef, so its W is undeclared: paracodex notices the fused
 *           text does not parse and stops with exit status 3 ('internal
 *           error: the fused text does not parse; nothing was written'). A
 *           tool failure (no output file at all), not wrong output; same
 *           root cause as macro_redefined_in_body_else_copy.c.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fuse stopped with an internal error.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

#define W 1.5
void k(double *a, double *c, double *b, int n) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0 + W;
#undef W
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      b[i] = a[i] + c[i];
    }
}
#define M 5000
int main(void) { int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, -1, 0, 999, 1000, -1000, 500, -500, 2, -2, 1200};
  for (int t = 0; t < 11; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1500, buf + 1500 + offs[t], buf + 3900, n);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
