/*
 * case:     review36_guard_after_moved_offset
 * what:     A run-time overlap test with a host statement between the
 *           regions that the fusion moves first: `off = shift;` sets the
 *           offset the second region indexes with. The test must run after
 *           it, with the new value: with off = 0 the two ranges are apart,
 *           with off = 1 - N the second region's b[i + off] is the first's
 *           a[i + 1], written at the next iteration, and the regions as
 *           written must run. Session 36.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000

void step(double *a, double *b, int n, int shift)
{
  int off = 0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = 3.0 * a[i];

  off = shift;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    b[i + off] = 2.0 * b[i + off] + 1.0;
}

int main(void)
{
  double *buf = malloc(2 * N * sizeof *buf);
  for (int k = 0; k < 2 * N; k++)
    buf[k] = k % 17;
#pragma omp target data map(tofrom: buf[0:2 * N])
  {
    step(buf, buf + N, N, 0);
    step(buf, buf + N, N, 1 - N);
  }
  double s = 0.0;
  for (int k = 0; k < 2 * N; k++)
    s += buf[k] * (k % 5 + 1);
  printf("%.3f\n", s);
  free(buf);
  return 0;
}
