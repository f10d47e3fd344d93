/*
 * case:     refuse_between_region_calls_writer
 * what:     a region between the producer and the consumer calls the `declare
 *           target` function `bump`, which writes the global `G` the
 *           producer reads (checksum 680; fused it was 27880). The two
 *           regions are not independent either: no horizontal pair. Found by
 *           the session 6 review.
 * regions:  R1 producer (reads G, writes t), R2 (calls bump), R3 consumer (reads t).
 * expect:   R1 -> R3 via t: REFUSED [nothing-between]
 * rule:     R2 calls `bump`, which may change `G`.
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
#pragma omp declare target
double G[N];
static void bump(int i) { G[i] += 100.0; }
#pragma omp end declare target
static double f(void)
{
  double out[N];
  double *t = (double *)malloc(N * sizeof(double));
#pragma omp target data map(from: out[0:N]) map(alloc: t[0:N]) map(tofrom: G[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      t[i] = 2.0 * G[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      bump(i);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] = t[i] + 1.0;
  }
  free(t);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i + 1);
  return s;
}
int main(void)
{
  for (int i = 0; i < N; i++) G[i] = i * 0.5 - 3.0;
  printf("checksum %.17g\n", f());
  return 0;
}
