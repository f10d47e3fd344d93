/*
 * case:     review35_box_chunk_local_scan
 * what:     The first region is a running sum restarted at every 500th
 *           element, under `schedule(static, 500)`: each chunk is one
 *           thread's, so it is well defined in any number of threads. The
 *           second region, independent, runs over 100..1099 with the same
 *           shape. The box (0..1099) would move the chunk bounds to
 *           0..499, 500..999 of a loop that is no longer the first's
 *           alone: the same, here, but with the second range first the
 *           box starts elsewhere. Refused: with a chunk the program
 *           fixes, the arrays must not meet at different iterations
 *           either. (Written in session 35 after review 35.)
 * expect:   REFUSED [same-iteration-space] may carry values between its iterations
 */
#include <stdio.h>
#define N 1100
double x[N], a[N], b[N];
int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) + 1;
    a[i] = 0;
    b[i] = 0;
  }
#pragma omp target data map(to: x[0:N]) map(tofrom: a[0:N], b[0:N])
  {
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500)
    for (int i = 100; i < 1100; i++)
      a[i] = ((i - 100) % 500 == 0) ? x[i] : a[i - 1] + x[i];

#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500)
    for (int i = 0; i < 1000; i++)
      b[i] = 2.0 * x[i];
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i % 13 + 1) + b[i];
  printf("%.1f\n", s);
  return 0;
}
