/*
 * case:     refuse_host_call_between
 * what:     the producer reads the global array `g`, and `bump()`, called
 *           on the host between the producer and the consumer, changes it.
 *           A recomputation in the consumer would see the bumped values
 *           (checksum 444 instead of 372). A callee may write any global
 *           and any array it was handed before; only a local allocation
 *           that never escapes is out of its reach. (Found by the session 6
 *           review of the nothing-between rule: only scalars were watched.)
 * regions:  R1 producer (reads g, writes t), R2 consumer (reads t, writes c).
 * expect:   R1 -> R2 via t: REFUSED [nothing-between]
 * rule:     `bump` (line 31), called between the regions, may change `g`.
 */
#include <stdio.h>
#include <stdlib.h>

double g[8];

static void bump(void)
{
  for (int i = 0; i < 8; i++)
    g[i] += 1.0;
}

static void f(double *c, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: g[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = g[i] * 2.0;
  bump();
#pragma omp target teams distribute parallel for map(to: g[0:n]) map(alloc: t[0:n]) map(from: c[0:n])
  for (int i = 0; i < n; i++)
    c[i] = t[i] + 1.0;
  free(t);
}

int main(void)
{
  double c[8];
  for (int i = 0; i < 8; i++)
    g[i] = i;
  f(c, 8);
  double s = 0;
  for (int i = 0; i < 8; i++)
    s += c[i] * (i + 1);
  printf("checksum %g\n", s);
  return 0;
}
