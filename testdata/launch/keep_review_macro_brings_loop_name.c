/*
 * case:   keep_review_macro_brings_loop_name
 * what:   Review (session 9): `#define OFF m` in the first region's source; `m`
 *         is the second region's loop variable, which the moved text would
 *         mean. Refused.
 * expect: KEPT is a size or offset in the region at line
 */
#include <stdio.h>
static double u[64];
#define OFF m
static void chain(double *u, int n, int m)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    u[i] = u[i + OFF];
#pragma omp target teams distribute parallel for
  for (int m = 0; m < n; m++)
    u[m + 3 * n] = u[m];
}
static void run(int n, int m)
{
  for (int i = 0; i < 64; i++) u[i] = (i * 37) % 101;
  chain(u, n, m);
  double h = 0; for (int i = 0; i < 64; i++) h += u[i] * (i % 13 + 1);
  printf("%d %d: %.17g\n", n, m, h);
}
int main(void) { run(4, 5); run(5, 6); run(6, 8); run(1, 1); run(0, 0); run(8, 10); return 0; }
