/*
 * case:     review20_exit_enter_data_between
 * what:     `target exit data map(delete: a)` and `enter data map(alloc: a)`
 *           between the regions: the producer's input is gone and reallocated,
 *           and the copy read uninitialised device memory. (Review reproducer
 *           of session 20.)
 * expect:   REFUSED [nothing-between] may change `a`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double)), *c = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; c[i] = -1.0; }
  double *t = malloc(N * sizeof(double));
#pragma omp target enter data map(to: a[0:N]) map(alloc: t[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
#pragma omp target exit data map(delete: a[0:N])
#pragma omp target enter data map(to: c[0:N])
#pragma omp target enter data map(alloc: a[0:N])
#pragma omp target teams distribute parallel for map(from: b[0:N])
  for (int i = 0; i < N; i++) b[i] = t[i];
#pragma omp target exit data map(delete: t[0:N], a[0:N], c[0:N])
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
