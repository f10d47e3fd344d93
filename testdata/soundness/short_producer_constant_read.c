/*
 * case:     short_producer_constant_read
 * what:     A short producer loop variable, read by the consumer at j + 1
 *           and at the constant 3: the copy must give `sizeof(i)` 2 and
 *           `i * 30000` short arithmetic promoted as the producer's was.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>

void k3(double *restrict out, int n)
{
  double *t = malloc(sizeof(double) * 20);
#pragma omp target data map(tofrom: out[0:n]) map(alloc: t[0:20])
  {
#pragma omp target teams distribute parallel for
    for (short i = 0; i < 20; i++)
      t[i] = (double)sizeof(i) + (double)(i * 30000) + (double)(short)(i * 3000);
#pragma omp target teams distribute parallel for
    for (int j = 0; j < 19; j++)
      out[j] = t[j + 1] - t[3];
  }
  free(t);
}

int main(void)
{
  double out[19];
  k3(out, 19);
  for (int j = 0; j < 19; j++)
    printf("%.17g\n", out[j]);
  return 0;
}
