/*
 * case:     review20_line_macro_in_producer
 * what:     The producer stores `a[i] + __LINE__`: the copy expanded the
 *           consumer's line. (Review reproducer of session 20.)
 * expect:   REFUSED [pure-producer] `__LINE__`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] + __LINE__;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)



      b[i] = t[i];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
