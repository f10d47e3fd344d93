/*
 * case:   keep_review_bound_named_like_loop_variable
 * what:   Review (session 9): the first region starts at the parameter `k`, the
 *         second's loop variable is `k`; forwarding the first's test into the
 *         second's branch made it `k >= k`. Refused. (The second reads
 *         u[k + 1]: reading u[k], the pair is a keep-store one over
 *         different ranges since session 33, fused before any launch
 *         merge: soundness/review33_keep_store_bound_named_like_loop_variable.)
 * expect: KEPT is a size or offset in the region at line
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
    u[k + 2 * n] = u[k + 1];
}
static void run(int n, int k)
{
  for (int i = 0; i < 64; i++) u[i] = (i * 37) % 101;
  chain(u, n, k);
  double h = 0; for (int i = 0; i < 64; i++) h += u[i] * (i % 13 + 1);
  printf("%d %d: %.17g\n", n, k, h);
}
int main(void) { run(4, 2); run(5, 0); run(6, 3); run(1, 0); run(0, 0); run(8, 7); return 0; }
