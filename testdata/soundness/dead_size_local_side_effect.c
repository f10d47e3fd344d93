/*
 * case:     dead_size_local_side_effect
 * what:     The temporary's size is a local computed with a side effect,
 *           `size_t bytes = (calls++, n * sizeof(double));`: the local dies
 *           with the allocation, but its increment must stay (review 26).
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>

static int calls;

static void step(const double *restrict a, double *restrict out, int n)
{
  size_t bytes = (calls++, (size_t)n * sizeof(double));
  double *t = malloc(bytes);
#pragma omp target data map(to: a[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] - 0.5;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 4.0;
  }
  free(t);
}

int main(void)
{
  double a[5] = {1, 2, 3, 4, 5}, out[5];
  step(a, out, 5);
  step(a, out, 5);
  for (int i = 0; i < 5; i++)
    printf("%g\n", out[i]);
  printf("calls %d\n", calls);
  return 0;
}
