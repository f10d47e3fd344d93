/*
 * case:     review20_goto_label_after_producer
 * what:     A label on the consumer's statement, and a `goto` back to it after
 *           the input changed: the jump runs the consumer again without the
 *           producer. Fused before: the fused consumer recomputed from the
 *           changed input. (Review reproducer of session 20.)
 * expect:   REFUSED [same-block] are not statements of the same block
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; b[i] = 0; }
  double *t = malloc(N * sizeof(double));
  int pass = 0;
#pragma omp target data map(tofrom: a[0:N], b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
again:
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] += t[i];
    if (pass++ == 0) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) a[i] += 100.0;
      goto again;
    }
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
