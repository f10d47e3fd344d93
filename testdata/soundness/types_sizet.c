/*
 * case:     types_sizet
 * what:     The producer's loop variable is an int, the consumer's a size_t:
 *           the copied `(i - 5) / 2` must stay signed and `sizeof(i)` the
 *           size of an int (review 26: 4.6e18 for 22.5).
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
    for (int i = 0; i < n; i++)
      t[i] = (i - 5) / 2 + 0.5 * sizeof(i);
#pragma omp target teams distribute parallel for
    for (size_t j = 0; j < (size_t)n; j++)
      out[j] = t[j] * 2.0;
  }
  free(t);
}
int main(void)
{
  double out[16];
  k(out, 16);
  for (int i = 0; i < 16; i++) printf("%g\n", out[i]);
  return 0;
}
