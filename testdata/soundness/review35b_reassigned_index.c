/*
 * case:     review35b_reassigned_index
 * what:     `int k = 0; a = y[4*i + k]; ...; k = 4; y[4*i + k] = a + ...`: a
 *           local reassigned between two uses in one index (3482582 became
 *           1748546). (Review reproducer of session 35b.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 2100
#define M 499
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  y[0] = 1;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(tofrom: z[0:N])
  for (int i = 0; i < M; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(to: x[0:N]) map(tofrom: y[0:N])
  for (int i = 0; i < M; i++) {
    int k = 0;
    int a = y[4 * i + k];
    int v = x[i];
    for (int r = 0; r < 50000; r++)
      v = (v * 1103515245 + 12345) & 0xffff;
    k = 4;
    y[4 * i + k] = a + (v & 7);
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)y[i] * (i % 13 + 1);
  printf("%ld %d\n", s, z[7]);
  return 0;
}
