/*
 * case:     review35b_while_loop_carry
 * what:     the second region, one team of one thread, carries y[4*i + k] to
 *           y[4*i + k + 1] in a `while (k < 4)` loop: the local k took one
 *           symbol for all its values, so the accesses seemed to meet only at
 *           one iteration (52785562 became 26416626 under the first's two
 *           threads). (Review reproducer of session 35b.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 2000
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
    while (k < 4) {
      int v = x[i] + k;
      for (int r = 0; r < 20000; r++)
        v = (v * 1103515245 + 12345) & 0xffff;
      y[4 * i + k + 1] = y[4 * i + k] + (v & 7);
      k++;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)y[i] * (i % 13 + 1);
  printf("%ld %d\n", s, z[7]);
  return 0;
}
