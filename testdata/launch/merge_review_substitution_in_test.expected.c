/*
 * case:   merge_review_substitution_in_test
 * what:   Review (session 9): the same one-after-another substitution showed in
 *         a forwarding test (`j - 1 == 0` for `b - 1 == 0`), visible with the
 *         merged loop run backwards. Merged, equal.
 * expect: MERGED copy regions of `u`
 */
#include <stdio.h>
#define SZ 1024
static double u[SZ];
/* E's loop variables a, b are declared outside; J reads row `b` (the host b) */
static void chain(double *u, int n)
{
  int a = 0, b = 1;
  // paracodex: schedule(merged-copies 2)
  if ((3LL * ((long long)(n)) - 2LL) >= 0) {
    const long long pcx_copy_lo0_0 = 0;
    const long long pcx_copy_n0_0 =
        (((long long)(n))) > 0 ? (((long long)(n))) : 0;
    const long long pcx_copy_lo1_0 = 0;
    const long long pcx_copy_n1_0 =
        (((long long)(n))) > 0 ? (((long long)(n))) : 0;
    const long long pcx_copy_lo1_1 = 0;
    const long long pcx_copy_n1_1 =
        (((long long)(n))) > 0 ? (((long long)(n))) : 0;
    const long long pcx_copy_end0 = pcx_copy_n0_0;
    const long long pcx_copy_end1 =
        pcx_copy_end0 + pcx_copy_n1_0 * pcx_copy_n1_1;
#pragma omp target teams distribute parallel for
    for (long long pcx_copy_t = 0; pcx_copy_t < pcx_copy_end1; pcx_copy_t++) {
      if (pcx_copy_t < pcx_copy_end0) {
        long long pcx_copy_q = pcx_copy_t;
        int k = (int)(pcx_copy_lo0_0 + pcx_copy_q);
        u[(n + 1) * n + k] = u[(4 * n) * n + k];
      } else {
        long long pcx_copy_q = pcx_copy_t - pcx_copy_end0;
        int b = (int)(pcx_copy_lo1_1 + pcx_copy_q % pcx_copy_n1_1);
        pcx_copy_q /= pcx_copy_n1_1;
        int a = (int)(pcx_copy_lo1_0 + pcx_copy_q);
        u[a * n + b] = ((((long long)(a)) - 1LL) == 0 ? u[(4 * n) * n + (b)]
                                                      : u[(a + n) * n + b]);
      }
    }
  } else {
#pragma omp target teams distribute parallel for
  for (int k = 0; k < n; k++)
    u[(n + 1) * n + k] = u[(4 * n) * n + k];
#pragma omp target teams distribute parallel for collapse(2)
  for (a = 0; a < n; a++)
    for (b = 0; b < n; b++)
      u[a * n + b] = u[(a + n) * n + b];
  }
#pragma omp target teams distribute parallel for
  for (int j = 0; j < n; j++)
    u[(3 * n) * n + j] = u[b * n + j];
}
static void run(int n)
{
  for (int k = 0; k < SZ; k++) u[k] = (k * 37) % 101;
  chain(u, n);
  double h = 0; for (int k = 0; k < SZ; k++) h += u[k] * (k % 13 + 1);
  printf("%d: %.17g\n", n, h);
}
int main(void) { run(2); run(3); run(5); run(8); return 0; }
