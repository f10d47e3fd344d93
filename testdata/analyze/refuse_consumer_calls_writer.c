/*
 * case:     refuse_consumer_calls_writer
 * what:     the consumer calls the `declare target` function `bump(i)`, which
 *           writes the global `G` the producer reads, before it reads t[i]:
 *           a recomputation would see the bumped value (checksum 680; fused
 *           it was 27880). Found by the session 6 review.
 * regions:  R1 producer (reads G, writes t), R2 consumer (calls bump, reads t).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the consumer calls `bump`, which may change `G`.
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
      { bump(i); out[i] = t[i] + 1.0; }
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
