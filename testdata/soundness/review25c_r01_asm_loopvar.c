/*
 * case:     review25c_r01_asm_loopvar
 * what:     inner loop variable k of the first region is changed by an
 *           inline-asm output operand (__asm__("movl $-4, %0" : "=r"(k)));
 *           the loop is still treated as k in [0,1), so the writes
 *           x[4i..4i+2] are missed and keep-store fusion lets the second
 *           region read x[4i+4] before the next iteration writes it.
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 32

int main(void) {
  int n = N;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *x = malloc((4 * n + 4) * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; b[i] = 0; }
  for (int j = 0; j < 4 * n + 4; j++) x[j] = -1.0 - j;
#pragma omp target data map(to: a[0:n]) map(tofrom: b[0:n], x[0:4*n+4])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { int first = 1; for (int k = 0; k < 1; k++) { x[4*i+3+k] = a[i] + k; if (first) { first = 0; __asm__("movl $-4, %0" : "=r"(k)); } } }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { b[i] = x[4*i+3] + x[4*i+4]; }
  }
  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1);
  for (int j = 0; j < 4 * n + 4; j++) s += x[j] * 0.001 * j;
  printf("%.6f\n", s);
  return 0;
}
