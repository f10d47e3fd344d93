/*
 * case:     review25b_guard_device_vs_host_ptr
 * what:     `a` is a device address (use_device_ptr in the caller,
 *           is_device_ptr(a) on both regions) while `c` is a host pointer
 *           into the same mapped array (c = host A + 1, translated to device
 *           A + 1 by the implicit map). The overlap test compares a device
 *           address with a host address: under offload they never overlap,
 *           so the fused region runs although a and c share memory. Host
 *           runs agree (there a == A).
 *           (Second review of session 25; fused under a test of a
 *           device address against a host one, the output changed under
 *           host offload.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
void k(double *a, const double *c, double *restrict b, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < n; i++)
    a[i] = i * 3.0;
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 2.0 + c[i];
}
int main(void) { int n = 600; long L = n + 64;
  double *A = calloc(L, 8), *B = calloc(L, 8);
  for (long i = 0; i < L; i++) A[i] = i % 13;
#pragma omp target data map(tofrom: A[0:L], B[0:L])
  {
    double *C = A + 1;
#pragma omp target data use_device_ptr(A)
    { k(A, C, B, n); }
  }
  printf("%.3f %.3f\n", cks(A, L), cks(B, L)); return 0; }
