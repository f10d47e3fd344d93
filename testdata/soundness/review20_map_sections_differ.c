/*
 * case:     review20_map_sections_differ
 * what:     Producer and consumer map different sections of `a`: the fused
 *           region kept the consumer's and read outside it under offload.
 *           (Review reproducer of session 20.)
 * expect:   REFUSED [carried-clauses] the fused region would map the consumer
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  double s = 3.0;
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; }
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for map(to: a[0:8]) firstprivate(s)
    for (int i = 0; i < 8; i++) t[i] = a[i] * s;
#pragma omp target teams distribute parallel for map(to: a[8:8])
    for (int i = 8; i < 16; i++) b[i] = t[i - 8] + a[i];
  }
  free(t);
  for (int i = 8; i < 16; i++) printf("%.17g\n", b[i]);
  return 0;
}
