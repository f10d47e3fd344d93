/*
 * case:     review20_macro_redefined_in_consumer
 * what:     `#undef SCALE` / `#define SCALE 5.0` inside the consumer's body:
 *           the copied `SCALE` expanded to the new value. (Review reproducer
 *           of session 20.)
 * expect:   FUSED (keep-store), vertical REFUSED [nothing-between] inside the consumer
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
#define SCALE 2.0
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * SCALE;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) {
#undef SCALE
#define SCALE 5.0
      b[i] = t[i] * SCALE;
    }
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
