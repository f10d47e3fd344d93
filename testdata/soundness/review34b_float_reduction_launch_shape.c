/*
 * case:     review34b_float_reduction_launch_shape
 * what:     Two independent regions with different launch shapes: the
 *           first asks for `num_threads(2)`, the second for
 *           `num_threads(1)` and sums floats with `reduction(+: s)`. The
 *           fused launch keeps the first's `num_threads(2)`, so the second
 *           body's float sum is split over two threads and added in
 *           another order: 1e8 + 1 + ... - 1e8 gives 0 in one thread and
 *           496 in two. A reduction's result (floating point) depends on
 *           how many teams and threads run it, so the launch shape is not
 *           only about speed. (Review reproducer of session 34b.)
 * expect:   REFUSED [rewritable] ask for different
 */
#include <stdio.h>
#define N 1000
float x[N], y[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i == 0) ? 1e8f : (i == N - 1 ? -1e8f : 1.0f);
    y[i] = i;
  }
  float s = 0.0f;
  int n = N;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) map(tofrom: y[0:N])
  for (int i = 0; i < n; i++)
    y[i] = y[i] * 2.0f;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(to: x[0:N]) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += x[i];
  printf("%g %g\n", s, y[5]);
  return 0;
}
