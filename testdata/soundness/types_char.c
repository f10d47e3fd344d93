/*
 * case:     types_char
 * what:     An unsigned char producer loop variable read from a long
 *           consumer loop at j - 1 and j + 1: `sizeof(i)` is 1 and
 *           `(unsigned char)(i - 3)` wraps as in the producer.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
void k(double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (unsigned char i = 0; i < 20; i++)
      t[i] = (double)sizeof(i) + (unsigned char)(i - 3);
#pragma omp target teams distribute parallel for
    for (long j = 1; j < 19; j++)
      out[j] = t[j - 1] + t[j + 1];
  }
  free(t);
}
int main(void)
{
  double out[20] = {0};
  k(out, 20);
  for (int i = 0; i < 20; i++) printf("%g\n", out[i]);
  return 0;
}
