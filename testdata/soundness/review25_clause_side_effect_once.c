/*
 * case:     review25_clause_side_effect_once
 * what:     both regions carry `num_teams(f())` where f() has a side effect
 *           (counts calls). When the guard passes, the fused region
 *           evaluates the clause once instead of twice, so the count printed
 *           in the third column differs (lines with disjoint pointers). Same
 *           with if(f() > 0), thread_limit(f()*16), device(f()*0),
 *           schedule(static, f()), num_teams(++cnt % 3 + 1) (p/s02..s07).
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
static int f(void) { cnt++; return 4; }
void k(double *a, double *c, double *b, int n) {
#pragma omp target teams distribute parallel for num_teams(f())
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0 + 1.0;
#pragma omp target teams distribute parallel for num_teams(f())
    for (int i = 0; i < n; i++)
      b[i] = a[i] + c[i];
}
#define M 5000
int main(void) { int n = 1000; double *buf = malloc(sizeof(double) * M);
  int offs[] = {1, -1, 0, 999, 1000, -1000, 500, -500, 2, -2};
  for (int t = 0; t < 10; t++) {
    fill(buf, M);
#pragma omp target data map(tofrom: buf[0:M])
    k(buf + 1500, buf + 1500 + offs[t], buf + 3900, n);
    printf("%d %.6f %d\n", offs[t], cks(buf, M), cnt);
  }
  return 0; }
