/*
 * case:     review20_temporary_read_by_consumer_clause
 * what:     The consumer's `num_teams((int)t[3] + 1)` reads the temporary on
 *           the host: the rewrite removed `t` and its text did not parse (exit
 *           3). (Review reproducer of session 20.)
 * expect:   FUSED (keep-store), vertical REFUSED [no-other-use] read by a clause of the consumer
 */
#include <stdio.h>
#include <stdlib.h>
#define N 16
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i * 0.5 + 1; b[i] = -1; }
  double *t = calloc(N, sizeof(double));
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for num_teams((int)t[3] + 1)
    for (int i = 0; i < N; i++) b[i] = t[i] + 1;
  }
  free(t);
  for (int i = 0; i < N; i++) printf("%.17g\n", b[i]);
  return 0;
}
