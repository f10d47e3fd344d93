/*
 * case:     review25_guard_before_clause_side_effect
 * what:     the first region's clause changes k, which the second region's
 *           index uses: `num_teams(setk(&k, k - 1200))`, then c[i + k]. The
 *           guard is evaluated BEFORE the clause, with the old k (c + k far
 *           from a: guard passes); the fused region then reads c[i + k -
 *           1200] = a[i + off] across iterations. Same when the clause sits
 *           on the second region (p/s11).
 *           (Review of session 25, keep-store under the run-time
 *           overlap test; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
static void fill(double *x, long n) { for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 101) * 0.5; }

int cnt = 0;
static int setk(int *k, int v) { *k = v; return 4; }
void k(double *a, double *c, double *b, int n, int k) {
#pragma omp target teams distribute parallel for num_teams(setk(&k, k - 1200))
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for 
    for (int i = 0; i < n; i++)
      b[i] = a[i] + c[i + k];
}
#define M 5000
int main(void) { int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, -1, 0, 999, 1000, -1000, 500, -500, 2, -2};
  for (int t = 0; t < 10; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1500, buf + 2700, buf + 3900, n, offs[t]);
    printf("%d %.6f %d\n", offs[t], cks(buf, M), cnt);
  }
  return 0; }
