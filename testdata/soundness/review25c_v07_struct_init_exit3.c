/*
 * case:     review25c_v07_struct_init_exit3
 * what:     producer declares a local struct initialized with a brace list
 *           (struct S s = { a }; t[i] = s.p[i]*2). Analyze says the pair is
 *           legal (it also ignores that the consumer writes a[i], which the
 *           producer reads via s.p); fuse inlines the initializer as
 *           '({a}).p[...]', which does not parse -> exit status 3, 'internal
 *           error: the fused text does not parse'. fuse exits with status 3
 *           (no output written). /tmp/rev25c/paracodex fuse
 *           v07_struct_init_exit3.c -o f.c -- -fopenmp clang-19 -std=c11
 *           -fopenmp -O1 X.c -o x -lm; OMP_NUM_THREADS=1 ./x;
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 64
struct S { double *p; };
int main(void) {
  int n = N;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *u = malloc(n * sizeof(double));
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; u[i] = 100 + i; b[i] = 0; }

#pragma omp target data map(tofrom: a[0:n]) map(to: u[0:n]) map(tofrom: b[0:n]) map(alloc: t[0:n]) 
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { struct S s = { a }; t[i] = s.p[i] * 2.0; }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { b[i] = t[i - 1] + t[i + 1]; a[i] = 0.5; }
  }

  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1) + a[i] * 0.001 * i;
  printf("%.6f\n", s);

  return 0;
}
