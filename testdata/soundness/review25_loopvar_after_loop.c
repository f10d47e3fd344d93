/*
 * case:     review25_loopvar_after_loop
 * what:     the second region uses an inner loop's variable AFTER that loop
 *           (`int i; for (i = 0; i < w; i++) ...; c[j*w - i]`). The guard
 *           ranges i over the loop's [0, w-1], but after the loop i == w, so
 *           c[-w] is read (= a[ny*w-1] when c = a + ny*w + w - 1). The guard
 *           says c and a are disjoint, the fused body reads a[79] at j = 0
 *           before j = 9 writes it.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

void k(double *a, double *c, double *b, int ny, int w) {
#pragma omp target teams distribute parallel for
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < w; i++)
      a[j * w + i] = (j * 8 + i) * 1.0 + 1.0;
#pragma omp target teams distribute parallel for
  for (int j = 0; j < ny; j++) {
    int i;
    for (i = 0; i < w; i++)
      b[j * w + i] = a[j * w + i];
    b[j * w] += c[j * w - i];
  }
}
#define M 5000
int main(void) { double *buf = malloc(sizeof(double) * M);
  int offs[] = {87, 88, 86, 100};
  for (int t = 0; t < 4; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1000, buf + 1000 + offs[t], buf + 3000, 10, 8);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
