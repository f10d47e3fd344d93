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
    // paracodex: schedule(merged-copies 2)
    {
      const long long pcx_copy_lo0_0 = 0;
      const long long pcx_copy_n0_0 = (4LL) > 0 ? (4LL) : 0;
      const long long pcx_copy_lo1_0 = 0;
      const long long pcx_copy_n1_0 = (4LL) > 0 ? (4LL) : 0;
      const long long pcx_copy_end0 = pcx_copy_n0_0;
      const long long pcx_copy_end1 = pcx_copy_end0 + pcx_copy_n1_0;
#pragma omp target teams distribute parallel for
      for (long long pcx_copy_t = 0; pcx_copy_t < pcx_copy_end1; pcx_copy_t++) {
        if (pcx_copy_t < pcx_copy_end0) {
          long long pcx_copy_q = pcx_copy_t;
          int i = (int)(pcx_copy_lo0_0 + pcx_copy_q);
          a[i] = a[i + 8];
        } else {
          long long pcx_copy_q = pcx_copy_t - pcx_copy_end0;
          int i = (int)(pcx_copy_lo1_0 + pcx_copy_q);
          a[i + 20] = a[(i) + 8];
        }
      }
    }
  }
  for (int i = 0; i < 32; i++)
    printf("%g%c", a[i], i == 31 ? '\n' : ' ');
  return 0;
}
