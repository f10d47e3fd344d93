/*
 * case:     review20_overlap_check_char_view
 * what:     The producer reads a `char *` parameter as doubles: the run-time
 *           overlap test measured it in bytes and let an overlapping call take
 *           the fused loop. (Review reproducer of session 20.)
 * expect:   REFUSED [typed-views] as double
 */
#include <stdio.h>
#include <stdlib.h>
#define N 64
void f(const char *ac, double *w, int n) {
  double *t = malloc(n * sizeof(double));
#pragma omp target data map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) t[i] = ((const double *)ac)[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) w[i] = t[i] + 1.0;
  }
  free(t);
}
int main(void) {
  double *big = malloc(3 * N * sizeof(double));
  for (int i = 0; i < 3 * N; i++) big[i] = i;
#pragma omp target data map(tofrom: big[0:3*N])
  f((const char *)big, big + 16, N);
  for (int i = 0; i < 3 * N; i++) printf("%.17g\n", big[i]);
  return 0;
}
