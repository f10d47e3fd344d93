/*
 * case:     review20_statement_expression_in_producer
 * what:     A GNU statement expression with a local in the producer: the copy
 *           renamed the local's declaration (`int 2 = 2;`, exit 3). (Review
 *           reproducer of session 20.)
 * expect:   REFUSED [pure-producer] statement expression
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
    for (int i = 0; i < N; i++) t[i] = a[i] + ({ int k = 2; a[k] * k; });
#pragma omp target teams distribute parallel for
    for (int j = 0; j < N - 1; j++) b[j] = t[j + 1];
  }
  free(t);
  for (int i = 0; i < N - 1; i++) printf("%.17g\n", b[i]);
  return 0;
}
