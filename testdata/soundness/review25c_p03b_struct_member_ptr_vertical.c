/*
 * case:     review25c_p03b_struct_member_ptr_vertical
 * what:     vertical fusion: producer reads its input through a struct
 *           member pointer (t[i] = g.p[i]*2, g.p == a); the consumer writes
 *           a[i] while reading t[i-1], t[i+1]. The g.p read is not traced to
 *           a, no overlap check is emitted, and the recomputation reads
 *           a[i-1] after the consumer overwrote it.
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 64
struct S { double *p; };
int main(void) {
  int n = N;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; b[i] = 0; }
  struct S g;
#pragma omp target data map(tofrom: a[0:n], b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target data use_device_ptr(a)
    { g.p = a; }   /* g.p holds the device address of a */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { t[i] = g.p[i] * 2.0; }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { b[i] = t[i - 1] + t[i + 1]; a[i] = 0.5; }
  }
  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1) + a[i] * 0.001 * i;
  printf("%.6f\n", s);
  return 0;
}
