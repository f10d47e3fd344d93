/*
 * case:     review25_macro_redefined_loop_bound
 * what:     the two loops are textually `i < NN`, but the first body
 *           redefines NN (1000 -> 500), so the second loop runs 500
 *           iterations. The tool takes them for the same loop nest and the
 *           fused loop runs the second body 1000 times (and the else-branch
 *           copy of the first region now runs only 500 iterations).
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

#define NN 1000
void k(double *a, double *c, double *b) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NN; i++) {
      a[i] = (double)i * 2.0 + 1.0;
#undef NN
#define NN 500
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NN; i++) {
      b[i] = a[i] + c[i];
    }
}
#define M 5000
int main(void) { double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, -1, 0, 999, 1000, -1000, 500, -500, 2, -2, 1200};
  for (int t = 0; t < 11; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1500, buf + 1500 + offs[t], buf + 3900);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
