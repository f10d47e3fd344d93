/*
 * case:   twolevel_shadowed_on_device
 * what:   The reducing function has a parameter named `paracodex_on_device`,
 *         which would hide the device test that the one-team host form's
 *         clauses call (review 16: fuse exited 3, "the fused text does not
 *         parse"). The region takes the two-level schedule with the
 *         device's numbers in its clauses and no macro block.
 * expect: MARCHED, no one-team host form: the function declares `paracodex_on_device`
 */
#include <stdio.h>
#include <stdlib.h>

static long weighted(const int *restrict v, int n, int paracodex_on_device)
{
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += (long)v[i] * (i % 5 + paracodex_on_device);
  return s;
}

int main(void)
{
  enum { N = 3001 };
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld\n", weighted(v, N, 2));
  free(v);
  return 0;
}
