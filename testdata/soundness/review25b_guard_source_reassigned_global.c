/*
 * case:     review25b_guard_source_reassigned_global
 * what:     `double *a = GA;` with GA a global pointer, then a call
 *           `reset()` sets GA = GC before the regions. The test names `GA`
 *           (the new value) instead of `a`.
 *           (Second review of session 25; the test named the source of
 *           a pointer copy, or a name an inner block hides; the output
 *           changed. Now the test spells the names the regions use.)
 * expect:   FUSED (keep-store)
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
double *GA, *GC;
void reset(void) { GA = GC; }
void k(double *A, double *C, double *restrict b, int n) {
  double *a = GA;
  double *c = GA + 1;
  reset();
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = i * 3.0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 2.0 + c[i];
}
int main(void) { int n = 600; long L = n + 64;
  double *A = calloc(L, 8), *B = calloc(L, 8), *C = calloc(L, 8);
  for (long i = 0; i < L; i++) A[i] = i % 13;
#pragma omp target data map(tofrom: A[0:L], B[0:L], C[0:L])
  { GA = A; GC = C; k(A, C, B, n); }
  printf("%.3f %.3f\n", cks(A, L), cks(B, L)); return 0; }
