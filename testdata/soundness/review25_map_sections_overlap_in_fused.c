/*
 * case:     review25_map_sections_overlap_in_fused
 * what:     the second region maps more than it accesses (`map(to:
 *           c[-n:2*n])`, reads c[0..n-1]). With c = a + 1500 the accessed
 *           ranges are disjoint, so the guard passes, but the fused
 *           directive now carries map(tofrom: a[0:n]) AND map(to: c[-n:2*n])
 *           on ONE construct; those sections partially overlap, which
 *           libomptarget rejects (explicit extension not allowed) -> fatal
 *           error. The original regions map them separately and run fine.
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

void k(double *a, double *c, double *b, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for map(to: c[-n:2*n]) map(from: b[0:n])
    for (int i = 0; i < n; i++)
      b[i] = a[i] + c[i];
}
#define M 8000
int main(void) { int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1500, 2000, -1000, -1500};
  for (int t = 0; t < 4; t++) {
    fill(buf, M);
    k(buf + 3000, buf + 3000 + offs[t], buf + 6000, n);
    printf("%d %.6f\n", offs[t], cks(buf, M));
  }
  return 0; }
