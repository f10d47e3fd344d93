/*
 * case:     horizontal_types
 * what:     Two independent regions over one range, the first with an int
 *           loop variable, the second with a size_t one whose body computes
 *           `(j - 5) / 2` and `sizeof(j)`: one launch may not give the second
 *           body the first's variable (review 26).
 * expect:   REFUSED [rewritable] different types
 */
#include <stdio.h>

void both(double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0 + (i - 5) / 2;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (size_t j = 0; j < (size_t)n; j++)
    b[j] = b[j] + (double)((j - 5) / 2) + (double)sizeof(j);
}

int main(void)
{
  double a[12], b[12];
  for (int i = 0; i < 12; i++) {
    a[i] = i;
    b[i] = 0.5 * i;
  }
  both(a, b, 12);
  for (int i = 0; i < 12; i++)
    printf("%g %g\n", a[i], b[i]);
  return 0;
}
