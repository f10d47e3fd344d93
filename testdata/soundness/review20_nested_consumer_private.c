/*
 * case:     review20_nested_consumer_private
 * what:     The consumer is `target` / `teams` / `distribute parallel for
 *           private(s)` and the producer reads `s`: the copy read the
 *           uninitialised private `s`. Clauses of nested directives count now.
 *           (Review reproducer of session 20.)
 * expect:   REFUSED [no-alias] has its own copy of `s`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  double s = 3.0;
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; }
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(from: b[0:N]) map(alloc: t[0:N]) map(to: a[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * s;
#pragma omp target
#pragma omp teams
#pragma omp distribute parallel for private(s)
    for (int i = 0; i < N; i++) b[i] = t[i] + a[i];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
