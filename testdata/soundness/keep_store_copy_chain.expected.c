/*
 * case:   keep_store_copy_chain
 * what:   Two copies with constant bounds on a 1-D array; the second
 *         copies what the first wrote, at the same i (testdata/launch's
 *         merge_constant_bounds until session 24, when the copy merge made
 *         them one launch). Every element the first writes is read by the
 *         second at the same iteration, and the second's stores (a[20..23])
 *         meet no read of the first (a[8..11]): a keep-store pair, one
 *         launch with both copies in each iteration.
 * expect: FUSED (keep-store)
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
    for (int i = 0; i < 4; i++) {
      a[i] = a[i + 8];
      a[i + 20] = a[i];
    }
  }
  for (int i = 0; i < 32; i++)
    printf("%g%c", a[i], i == 31 ? '\n' : ' ');
  return 0;
}
