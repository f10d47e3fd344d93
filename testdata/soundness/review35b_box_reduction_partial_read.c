/*
 * case:     review35b_box_reduction_partial_read
 * what:     `s += x[i]; y[i] = s;` under reduction(+: s) in a box: the body
 *           reads the thread's partial sum, which shows the iterations it ran
 *           before (7009094 became 7080576). (Review reproducer of session
 *           35b.)
 * expect:   REFUSED [same-iteration-space] may carry values between its iterations
 */
#include <stdio.h>
#define N 1100
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int s = 0;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(to: x[0:N]) map(tofrom: y[0:N], s) reduction(+: s)
  for (int i = 0; i < 1000; i++) {
    s += x[i];
    y[i] = s;
  }
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(tofrom: z[0:N])
  for (int i = 0; i < 1100; i++)
    z[i] = z[i] * 3;
  long t = 0;
  for (int i = 0; i < N; i++) t += (long)y[i] * (i % 13 + 1);
  printf("%d %ld %d\n", s, t, z[7]);
  return 0;
}
