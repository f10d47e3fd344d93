/*
 * case:     refuse_overlap_check_narrowing_cast
 * what:     The producer reads in[i + (char)c] with c = 300 at run time:
 *           (char)300 is 44. Index polynomials used to look through every
 *           integer cast, so the run-time test bounded the read at i + 300
 *           and called it clear of `out` (found by a review: 60433703 became
 *           988627108043). A narrowing conversion now leaves the index
 *           without a polynomial, and no test is built.
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     an index with a narrowing cast has no polynomial: no run-time test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
static void f(const double *in, double *out, int n, int a, int b, int c)
{
  double *t = malloc((size_t)(4*n) * sizeof(double));
#pragma omp target data map(alloc: t[0:4*n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) t[i] = in[i + (char)c];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) out[i] = t[i] * 3.0 + 1;
  }
  free(t);
}
int main(void)
{
  enum { N = 16, B = 8*N };
  static double buf[B];
  double total = 0;
  for (int ko = 0; ko < 6*N; ko++) {
  for (int i = 0; i < B; i++) buf[i] = (double)((i * 37) % 11) - 4;
  f(buf + 3*N, buf + ko, N, 0, 0, 300);
  double sum = 0.0;
  for (int i = 0; i < B; i++) sum += buf[i] * (double)(i + 1);
  total += sum * (ko + 1);
  }
  printf("checksum %.17g\n", total);
  return 0;
}
