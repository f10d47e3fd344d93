/*
 * case:     review34b_one_thread_scan_launch_shape
 * what:     The second region is a running sum, `y[i] = y[i - 1] + x[i]`,
 *           launched with `num_teams(1) num_threads(1)`: one thread runs
 *           its iterations in order, which is what makes it correct. The
 *           first region (independent of it) asks for `num_threads(2)`.
 *           The fused launch keeps the first's shape, so the scan is
 *           split between two threads and the second half starts from a
 *           `y[mid - 1]` not yet summed (5999999, not 11999994, with two
 *           threads). A shape clause does not only decide speed when the
 *           body's iterations depend on each other.
 *           (Review reproducer of session 34b.)
 * expect:   REFUSED [rewritable] ask for different
 */
#include <stdio.h>
#define N 4000000
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 7;
    y[i] = 0;
    z[i] = i;
  }
  int n = N;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(to: x[0:N]) map(tofrom: y[0:N])
  for (int i = 1; i < n; i++)
    y[i] = y[i - 1] + x[i];
  printf("%d %d\n", y[N - 1], z[7]);
  return 0;
}
