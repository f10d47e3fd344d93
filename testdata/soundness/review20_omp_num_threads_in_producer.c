/*
 * case:     review20_omp_num_threads_in_producer
 * what:     The producer stores `omp_get_num_threads()`, run with 2 threads,
 *           the consumer with 1: the copy answered 1. (Review reproducer of
 *           session 20.)
 * expect:   REFUSED [pure-producer] `omp_get_num_threads`
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 16
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target parallel for num_threads(2)
    for (int i = 0; i < N; i++) t[i] = a[i] * omp_get_num_threads();
#pragma omp target parallel for num_threads(1)
    for (int i = 0; i < N; i++) b[i] = t[i];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
