/*
 * case:     review35_box_private_chunk
 * what:     same shapes `schedule(static, 500)`, ranges 0..999 and 100..1099,
 *           the second carrying `private(t)` within each chunk: the box moves
 *           the chunk bounds (1776463 became garbage with 2 threads). (Review
 *           reproducer of session 35.)
 * expect:   REFUSED [same-iteration-space] may carry values between its iterations
 */
#include <stdio.h>
#define N 1100
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int t = 0;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500) map(tofrom: z[0:N])
  for (int i = 0; i < 1000; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500) map(to: x[0:N]) map(tofrom: y[0:N]) private(t)
  for (int i = 100; i < 1100; i++) {
    t = ((i - 100) % 500 == 0) ? x[i] : t + 1;
    y[i] = t;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);
  return 0;
}
