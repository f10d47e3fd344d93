/*
 * case:     review20_member_named_like_loop_variable
 * what:     The producer reads `p.i`, a member named like its loop variable
 *           `i`: the copy in the consumer (loop variable `j`) read `p.j`. Only
 *           the variable is renamed now. (Review reproducer of session 20.)
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
struct P { double i, j; };
int main(void) {
  double a[N], b[N];
  struct P p = { 0.25, 4.0 };
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * p.i;
#pragma omp target teams distribute parallel for
    for (int j = 0; j < N; j++) b[j] = t[j];
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
