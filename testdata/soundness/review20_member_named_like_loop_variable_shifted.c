/*
 * case:     review20_member_named_like_loop_variable_shifted
 * what:     As member_named_like_loop_variable with a shifted read: the copy
 *           was `p.(i + 1)`, which does not parse (exit 3). (Review reproducer
 *           of session 20.)
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
struct P { double i; };
int main(void) {
  double a[N], b[N];
  struct P p = { 0.25 };
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * p.i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N - 1; i++) b[i] = t[i + 1];
  }
  free(t);
  for (int i = 0; i < N - 1; i++) printf("%.17g\n", b[i]);
  return 0;
}
