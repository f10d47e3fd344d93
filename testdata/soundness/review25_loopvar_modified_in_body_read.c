/*
 * case:     review25_loopvar_modified_in_body_read
 * what:     the second region's inner sequential loop changes its own loop
 *           variable in the body (`i += s; ... c[j*w + i]; i -= s;`). The
 *           guard ranges i over [0, w-1] as if unchanged, so c (passed far
 *           from a, with s = 1 - offset) looks disjoint from a, while the
 *           access is really c[j*w + i + s] = a[j*w + i + 1]. Fused: reads
 *           a[j*w+i+1] before the later iteration writes it.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

void k(double *a, double *c, double *b, int ny, int w, int s) {
#pragma omp target teams distribute parallel for
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < w; i++)
      a[j * w + i] = (j * 8 + i) * 1.0 + 1.0;
#pragma omp target teams distribute parallel for
  for (int j = 0; j < ny; j++) {
    for (int i = 0; i < w; i++) {
      b[j * w + i] = a[j * w + i];
      i += s;
      b[j * w + i - s] += c[j * w + i];
      i -= s;
    }
  }
}
#define M 5000
int main(void) { double *buf = malloc(sizeof(double) * M);
  int offs[] = {80, 90, 100, 200};
  for (int t = 0; t < 4; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1000, buf + 1000 + offs[t], buf + 3000, 10, 8, -offs[t] + 1);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
