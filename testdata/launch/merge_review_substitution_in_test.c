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
#pragma omp target teams distribute parallel for
  for (int k = 0; k < n; k++)
    u[(n + 1) * n + k] = u[(4 * n) * n + k];
#pragma omp target teams distribute parallel for collapse(2)
  for (a = 0; a < n; a++)
    for (b = 0; b < n; b++)
      u[a * n + b] = u[(a + n) * n + b];
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
