/*
 * case:     review20_switch_case_at_consumer
 * what:     The consumer is a `case` target: on the second pass the switch
 *           jumps straight to it, past the producer. Fused before. (Review
 *           reproducer of session 20.)
 * expect:   REFUSED [same-block] are not statements of the same block
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; b[i] = 0; }
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(tofrom: a[0:N], b[0:N]) map(alloc: t[0:N])
  for (int pass = 0; pass < 2; pass++) {
    switch (pass) {
    case 0:
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
    case 1:
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] += t[i];
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) a[i] += 100.0;
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
