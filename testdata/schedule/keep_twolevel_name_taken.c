/*
 * case:   keep_twolevel_name_taken
 * what:   A `+` reduction the two-level schedule would take, but its term
 *         already uses `s_part0`, a name the schedule declares for one of
 *         its four registers: the region keeps its schedule.
 * expect: KEPT [reduction-text] the name `s_part0` is taken
 */
#include <stdio.h>
#include <stdlib.h>

static long weighted(const int *restrict v, int n, int s_part0)
{
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += (long)v[i] * s_part0;
  return s;
}

int main(void)
{
  enum { N = 1000 };
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld\n", weighted(v, N, 3));
  free(v);
  return 0;
}
