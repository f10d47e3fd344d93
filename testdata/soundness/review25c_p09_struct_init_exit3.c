/*
 * case:     review25c_p09_struct_init_exit3
 * what:     BUG (exit status 3): the producer declares a local struct with a
 *           brace initializer (struct P s = { a[i], 2 }; t[i] = s.v * s.k;).
 *           analyze calls the pair legal; fuse substitutes the initializer
 *           list as an expression, writing `({a[(i - 1)], 2}).v * ({a[(i -
 *           1)], 2}).k`, which does not parse: /tmp/rev25c/paracodex fuse
 *           p09_struct_init_exit3.c -o f.c -- -fopenmp -> "internal error:
 *           the fused text does not parse; nothing was written", exit 3
 *           (Third review of session 25; fused, the output changed or
 *           fuse exited 3.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 64
struct P { double v; int k; };
int main(void) {
  int n = N;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *u = malloc(n * sizeof(double));
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = i * 0.5 + 1; u[i] = 100 + i; b[i] = 0; }

#pragma omp target data map(tofrom: a[0:n]) map(to: u[0:n]) map(tofrom: b[0:n]) map(alloc: t[0:n]) 
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) { struct P s = { a[i], 2 }; t[i] = s.v * s.k; }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { b[i] = t[i - 1] + t[i + 1]; }
  }

  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (i + 1) + a[i] * 0.001 * i;
  printf("%.6f\n", s);

  return 0;
}
