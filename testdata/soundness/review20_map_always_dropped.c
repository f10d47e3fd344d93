/*
 * case:     review20_map_always_dropped
 * what:     The producer maps `a` with `always`, copying the host's new values
 *           at its launch: the fused launch did not, and read stale device
 *           values. (Review reproducer of session 20.)
 * expect:   FUSED (keep-store), vertical REFUSED [carried-clauses] with `always`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
    for (int i = 0; i < N; i++) a[i] = 100.0 + i;
#pragma omp target teams distribute parallel for map(always, to: a[0:N])
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] = t[i];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
