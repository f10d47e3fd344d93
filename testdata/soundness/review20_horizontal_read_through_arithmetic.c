/*
 * case:     review20_horizontal_read_through_arithmetic
 * what:     The second region reads `(t + 0)[N - 1 - i]`, which no access
 *           recorded: the two regions looked independent and shared one
 *           launch, a race. Such a read now makes the regions dependent: no
 *           candidate. (Review reproducer of session 20.)
 * expect:   UNCHANGED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 64
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i * 0.5 + 1;
  double *t = calloc(N, sizeof(double));
#pragma omp target data map(to: a[0:N]) map(from: b[0:N]) map(tofrom: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] = (t + 0)[N - 1 - i];
  }
  for (int i = 0; i < N; i++) printf("%.17g %.17g\n", b[i], t[i]);
  free(t);
  return 0;
}
