/*
 * case:     review33_keep_store_bound_named_like_loop_variable
 * what:     testdata/launch's keep_review_bound_named_like_loop_variable as
 *           it stood before session 33: the first loop starts at the
 *           parameter `k`, the second's loop variable is `k`, both over u.
 *           The copy-chain merge refuses it; since session 33 it is a
 *           keep-store pair over different ranges (k..n-1 and 0..n-1),
 *           fused over the box with the first body under `i >= k`, where
 *           `k` is still the parameter (the second's `k` is renamed `i`).
 * expect:   FUSED
 */
#include <stdio.h>
static double u[64];
static void chain(double *u, int n, int k)
{
#pragma omp target teams distribute parallel for
  for (int i = k; i < n; i++)
    u[i] = u[i + n];
#pragma omp target teams distribute parallel for
  for (int k = 0; k < n; k++)
    u[k + 2 * n] = u[k];
}
static void run(int n, int k)
{
  for (int i = 0; i < 64; i++) u[i] = (i * 37) % 101;
  chain(u, n, k);
  double h = 0; for (int i = 0; i < 64; i++) h += u[i] * (i % 13 + 1);
  printf("%d %d: %.17g\n", n, k, h);
}
int main(void) { run(4, 2); run(5, 0); run(6, 3); run(1, 0); run(0, 0); run(8, 7); return 0; }
