/*
 * case:     review25b_guard_source_reassigned
 * what:     `double *a = A;` then the SOURCE `A` is reassigned (`A = C;`)
 *           before the regions. The run-time overlap test names `A` in place
 *           of `a` (it resolved the copy to its initializer), so it tests C
 *           against c = (old A)+1, passes, and the fused region runs
 *           although a and c overlap (c[i] is a[i+1], written by iteration
 *           i+1).
 *           (Second review of session 25; the test named the source of
 *           a pointer copy, or a name an inner block hides; the output
 *           changed. Now the test spells the names the regions use.)
 * expect:   FUSED (keep-store)
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
void k(double *A, double *C, double *restrict b, int n) {
  double *a = A;
  double *c = A + 1;
  A = C;
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
  { k(A, C, B, n); }
  printf("%.3f %.3f\n", cks(A, L), cks(B, L)); return 0; }
