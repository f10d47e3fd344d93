/*
 * case:     review35b_box_private_array_carry
 * what:     review35_box_private_chunk without the chunk and with `int t[1]`
 *           under private(t): a store to t[0] passed as an array element
 *           (1776463 became 1614742). (Review reproducer of session 35b.)
 * expect:   REFUSED [same-iteration-space] an element of the copy each thread keeps
 */
#include <stdio.h>
#define N 1100
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int t[1] = {0};
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(tofrom: z[0:N])
  for (int i = 0; i < 1000; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(to: x[0:N]) map(tofrom: y[0:N]) private(t)
  for (int i = 100; i < 1100; i++) {
    t[0] = ((i - 100) % 500 == 0) ? x[i] : t[0] + 1;
    y[i] = t[0];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);
  return 0;
}
