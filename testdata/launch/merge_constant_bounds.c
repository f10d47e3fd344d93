/*
 * case:   merge_constant_bounds
 * what:   Two copies with constant bounds on a 1-D array; the second
 *         copies what the first wrote. Every fact is proved from the
 *         constants, so the merged region has no run-time test and the
 *         regions as written are gone.
 * expect: MERGED 2 copy regions of `a`
 */
#include <stdio.h>

int main(void)
{
  double a[32];
  for (int i = 0; i < 32; i++)
    a[i] = (double)(i * i % 29);
#pragma omp target data map(tofrom: a[0:32])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 4; i++)
      a[i] = a[i + 8];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 4; i++)
      a[i + 20] = a[i];
  }
  for (int i = 0; i < 32; i++)
    printf("%g%c", a[i], i == 31 ? '\n' : ' ');
  return 0;
}
