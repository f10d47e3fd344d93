/*
 * case:     review25c_k12_rowsplus_deref
 * what:     horizontal (keep-store) fusion ignores a read through a pointer
 *           loaded from an array element written with pointer arithmetic:
 *           `*(r[0] + i)` where r[0] = x + 1. The second region reads
 *           x[i+1]; after fusion into one loop that element is read before
 *           the same loop writes it, so b[] differs. (`r[0][i]` form is
 *           correctly refused; `*(r[0] + i)` is not.) /tmp/rev25c/paracodex
 *           fuse k12_rowsplus_deref.c -o f.c -- -fopenmp -> remark: fused
 *           target regions at lines .. (horizontal) clang-19 -std=c11
 *           -fopenmp -O1 X.c -o x -lm ; OMP_NUM_THREADS=1 ./x (also 2
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 64

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
    for (int i = 0; i < n; i++) { double *r[1] = { x + 1 }; b[i] = *(r[0] + i) + 1.0; }
  }

  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1);
  for (int i = 0; i < n + 2; i++) s += x[i] * 0.01 * (i + 3);
  printf("%.6f\n", s);
  return 0;
}
