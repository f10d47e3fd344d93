/*
 * case:     review34b_second_shape_added_to_reduction
 * what:     Only the second region has `num_threads(1)`; the first sums
 *           floats with `reduction(+: s)` in as many threads as the
 *           launch gives (two with OMP_NUM_THREADS=2). mergeClauses adds
 *           a launch-shape clause that only the second has to the fused
 *           directive ("adding one changes no result"), so the first
 *           body's sum runs in one thread and adds in another order:
 *           1e8 + 1 + ... - 1e8 gives 496 in two threads, 0 in one.
 *           (Review reproducer of session 34b; the path is the older
 *           one next to "Two shapes for one launch".)
 * expect:   REFUSED [rewritable] only the second region has `num_threads(1)`
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
#pragma omp target teams distribute parallel for num_teams(1) map(to: x[0:N]) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += x[i];
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: y[0:N])
  for (int i = 0; i < n; i++)
    y[i] = y[i] * 2.0f;
  printf("%g %g\n", s, y[5]);
  return 0;
}
