/*
 * case:   twolevel_integer_sum
 * what:   One `+` reduction over a unit-step loop: with --schedule=all it
 *         takes the two-level schedule (a bounded number of threads, each
 *         adding a strided run into four registers, then the reduction).
 *         An integer sum, so the order of the additions cannot show.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

static long weighted(const int *restrict v, int n)
{
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(tofrom: s)
  for (int i = 3; i <= n - 2; i++)
    s += (long)v[i] * (i % 7) - v[i - 3];
  return s;
}

int main(void)
{
  enum { N = 1100003 }; /* above 4 x 270336: the four-register loop and its tail both run */
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld %ld\n", weighted(v, N), weighted(v, 4));
  free(v);
  return 0;
}
