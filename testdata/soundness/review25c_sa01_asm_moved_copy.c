/*
 * case:     review25c_sa01_asm_moved_copy
 * what:     pointer copy double *ap = A (stack array) is moved to U by an
 *           inline-asm output operand; the tool still treats ap as another
 *           name for A, so it sees the consumer writing A (not U, which the
 *           producer reads), emits no overlap check, and the recomputation
 *           reads U[i-1] after the consumer overwrote it through ap.
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 64
int main(void) {
  int n = N;
  double A[N], U[N], B[N];
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { A[i] = i * 0.5 + 1; U[i] = 100.0 + i; B[i] = 0; }
  double *ap = A;
  __asm__("mov %1, %0" : "=r"(ap) : "r"(&U[0]));
#pragma omp target data map(tofrom: A[0:N], U[0:N], B[0:N]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) t[i] = U[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { B[i] = t[i - 1] + t[i + 1]; ap[i] = 0.5; }
  }
  double s = 0; for (int i = 0; i < n; i++) s += B[i] * (i + 1) + U[i] * 0.01 * i + A[i] * 0.003 * i;
  printf("%.6f\n", s);
  return 0;
}
