/*
 * case:     review25c_x01_scalar_brace_exit3
 * what:     BUG (exit status 3): a producer local initialized with a brace
 *           list, even a scalar (double v = { a[i] }; t[i] = v * 2.0;), is
 *           substituted verbatim into the consumer as `({a[(i - 1)]})`,
 *           which does not parse. /tmp/rev25c/paracodex fuse
 *           x01_scalar_brace_exit3.c -o f.c -- -fopenmp -> "internal error:
 *           the fused text does not parse; nothing was written", exit 3 Same
 *           root cause: struct brace init (p09), designated init { .k = 2,
 *           .v = a[i] }, struct copy of a brace-initialized struct (struct P
 *           s = s0;).
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
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; u[i] = 100 + i; b[i] = 0; }

#pragma omp target data map(tofrom: a[0:n]) map(to: u[0:n]) map(tofrom: b[0:n]) map(alloc: t[0:n]) 
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { double v = { a[i] }; t[i] = v * 2.0; }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { b[i] = t[i - 1] + t[i + 1]; }
  }

  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1) + a[i] * 0.001 * i;
  printf("%.6f\n", s);

  return 0;
}
