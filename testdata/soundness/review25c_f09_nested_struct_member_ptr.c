/*
 * case:     review25c_f09_nested_struct_member_ptr
 * what:     keep-store fusion ignores a read through a nested struct member
 *           pointer (struct O o = {{ x + 1 }}; o.in.p[i]) - reads x[i+1]
 *           before the fused loop writes it.
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 64
struct I { double *p; }; struct O { struct I in; };
int main(void) {
  int n = N;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *u = malloc(n * sizeof(double));
  double *x = malloc((n + 2) * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; u[i] = 100 + i; b[i] = 0; }
  for (int i = 0; i < n + 2; i++) x[i] = -3.0 * i;

#pragma omp target data map(to: a[0:n], u[0:n]) map(tofrom: b[0:n], x[0:n+2]) 
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { x[i] = a[i] * 2.0; }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { struct O o = { { x + 1 } }; b[i] = o.in.p[i] + 1.0; }
  }

  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1);
  for (int i = 0; i < n + 2; i++) s += x[i] * 0.01 * (i + 3);
  printf("%.6f\n", s);
  return 0;
}
