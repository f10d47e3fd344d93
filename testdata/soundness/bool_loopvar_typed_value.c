/*
 * case:     bool_loopvar_typed_value
 * what:     The producer's loop variable is a _Bool, the consumer's an int and
 *           it reads t[j - 1]. ProducerCopy::typedValue gives the producer's
 *           `b` the value j - 1 by converting each term to _Bool and summing,
 *           `((_Bool)((_Bool)-1 + (_Bool)j))`: conversion to _Bool is not
 *           arithmetic modulo 2^N as for the other promoted types, so
 *           (_Bool)-1 is 1 and, for j = 1, b becomes 1 instead of 0.
 *           (A one-trip _Bool loop is odd, but clang compiles it and fuse
 *           accepts it. Converting the whole sum once, or refusing _Bool,
 *           would do.)
 * command:  paracodex fuse bool_loopvar_typed_value.c -o F.c -- -fopenmp
 *           clang-19 -O1 -fopenmp -w F.c (host or host offload), run
 * expected: 0 12 0 0 (one number a line)
 * actual:   0 34 0 0
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
void k(const double *restrict a, double *restrict out)
{
  double *t = malloc(4 * sizeof(double));
#pragma omp target data map(alloc: t[0:4]) map(to: a[0:4]) map(from: out[0:4])
  {
#pragma omp target teams distribute parallel for
    for (_Bool b = 0; b < 1; b++)
      t[b] = a[b] + 10 * b + 5;
#pragma omp target teams distribute parallel for
    for (int j = 1; j < 2; j++)
      out[j] = t[j - 1] * 2.0;
  }
  free(t);
}
int main(void)
{
  double a[4], out[4] = {0};
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
  k(a, out);
  for (int i = 0; i < 4; i++)
    printf("%g\n", out[i]);
  return 0;
}
