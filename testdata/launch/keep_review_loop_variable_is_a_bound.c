/*
 * case:   keep_review_loop_variable_is_a_bound
 * what:   Review (session 9): `j` is declared once; the first region starts at
 *         its value, the second uses it as its loop variable (one symbol):
 *         the forwarded read lost its test. Refused.
 * expect: KEPT and a loop variable of the chain
 */
#include <stdio.h>
static double u[64];
/* J's loop variable j is declared outside; E's lower bound is the host j */
static void chain(double *u, int n)
{
  int j = 2;
#pragma omp target teams distribute parallel for
  for (int i = j; i < n; i++)
    u[i] = u[i + n];
#pragma omp target teams distribute parallel for
  for (j = 0; j < n; j++)
    u[j + 2 * n] = u[j];
}
static void run(int n)
{
  for (int k = 0; k < 64; k++) u[k] = (k * 37) % 101;
  chain(u, n);
  double h = 0; for (int k = 0; k < 64; k++) h += u[k] * (k % 13 + 1);
  printf("%d: %.17g\n", n, h);
}
int main(void) { run(3); run(4); run(8); return 0; }
