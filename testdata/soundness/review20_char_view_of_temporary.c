/*
 * case:     review20_char_view_of_temporary
 * what:     The consumer reads the temporary's bytes through `(char *)t`: the
 *           model took it for the element t[i], and the fused code read a
 *           double where the original read a byte. (Review reproducer of
 *           session 20.)
 * expect:   REFUSED [typed-views] as char
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
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < N - 1; i++) b[i] = ((char*)t)[i];
  }
  free(t);
  for (int i = 1; i < N - 1; i++) printf("%.17g\n", b[i]);
  return 0;
}
