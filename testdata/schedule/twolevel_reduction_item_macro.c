/*
 * case:   twolevel_reduction_item_macro
 * what:   The reduction's variable is spelled through a macro
 *         (`reduction(+: SUM)` with `#define SUM s`). The model knows a
 *         reduction item by its declaration, not by its spelling: the
 *         body's `s += ...` is the reduction's own update, not a write of
 *         a scalar declared outside, so the sum takes the two-level
 *         schedule as `reduction(+: s)` does. (Before issue 27's typed
 *         reduction items it compared the spelling "SUM" with "s" and kept
 *         the region as written.) An integer sum: the order of the
 *         additions cannot show.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

#define SUM s

static long weighted(const int *restrict v, int n)
{
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: SUM) map(to: v[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += (long)v[i] * (i % 5) - 2 * v[i];
  return s;
}

int main(void)
{
  enum { N = 1100003 }; /* above 4 x 270336: the four-register loop and its tail both run */
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld %ld\n", weighted(v, N), weighted(v, 3));
  free(v);
  return 0;
}
