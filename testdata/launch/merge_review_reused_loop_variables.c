/*
 * case:   merge_review_reused_loop_variables
 * what:   Review (session 9): `i` and `j` declared once and reused by three
 *         regions, the second transposing: forwarding replaced the loop
 *         variables one after another, so a value holding `j` was rewritten
 *         again (wrong element read, even on one thread). Merged, equal.
 * expect: MERGED 3 copy regions of `u`
 */
#include <stdio.h>
#define SZ 1024
static double u[SZ];
/* C89 style: i, j declared once and reused by every region; the second
   region transposes, the third reads what the second wrote. */
static void chain(double *u, int n)
{
  int i, j;
#pragma omp target teams distribute parallel for
  for (i = 0; i < n; i++)
    u[(n + 1) * n + i] = u[(4 * n) * n + i];
#pragma omp target teams distribute parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      u[i * n + j] = u[(j + n) * n + i];
#pragma omp target teams distribute parallel for collapse(2)
  for (j = 0; j < n; j++)
    for (i = 0; i < n; i++)
      u[(3 * n + j) * n + i] = u[j * n + i];
}
static void run(int n)
{
  for (int k = 0; k < SZ; k++) u[k] = (k * 37) % 101;
  chain(u, n);
  double h = 0; for (int k = 0; k < SZ; k++) h += u[k] * (k % 13 + 1);
  printf("%d: %.17g\n", n, h);
}
int main(void) { run(2); run(3); run(5); return 0; }
