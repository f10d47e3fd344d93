/*
 * case:     review20_consumer_defaultmap_none
 * what:     `defaultmap(none)` on the consumer: the copied `s` had no clause,
 *           and the fused text did not compile (exit 3). (Review reproducer of
 *           session 20.)
 * expect:   REFUSED [carried-clauses] `defaultmap(none)`
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
#pragma omp target teams distribute parallel for defaultmap(none) map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
    for (int i = 0; i < N; i++) b[i] = t[i] + a[i];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
