/*
 * case:     review25_macro_redefined_in_body_else_copy
 * what:     the first region's body redefines a macro (#undef V / #define V
 *           2.0) after using it (V = 1.0 there). The rewrite copies the
 *           original regions textually into the else branch AFTER the fused
 *           copy, so in the else branch the first region's `V` now expands
 *           to 2.0. The calls with overlapping pointers (guard fails -> else
 *           branch) differ.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

#define V 1.0
void k(double *a, double *c, double *b, int n) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0 + V;
#undef V
#define V 2.0
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      b[i] = a[i] + c[i] * V;
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
