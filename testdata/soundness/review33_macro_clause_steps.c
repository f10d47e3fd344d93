/*
 * case:     review33_macro_clause_steps
 * what:     Review 33b: a clause macro whose body steps a variable,
 *           `#define NT(t) num_threads(t++)`, on both directives. The same
 *           invocation is one clause on the fused directive, so t was
 *           stepped once per call instead of twice; the pragma's text has
 *           no `++`, and clang keeps the expression in a captured variable
 *           the effects scan did not follow.
 * expect:   REFUSED [clause-effects] assigns or steps
 */
#include <stdio.h>
#define NT(t) num_threads(t++)
static int t = 2;
static double A[128], B[128];
static void f(double *restrict a, double *restrict b, int n, int m)
{
#pragma omp target teams distribute parallel for NT(t) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2 + 1;
#pragma omp target teams distribute parallel for NT(t) map(tofrom: b[0:m])
  for (int i = 0; i < m; i++)
    b[i] = b[i] + i;
}
int main(void)
{
  int ns[][2] = {{0, 0}, {1, 0}, {0, 1}, {5, 7}, {7, 5}, {33, 33}, {100, 3}};
  for (int k = 0; k < 7; k++) {
    for (int i = 0; i < 128; i++) {
      A[i] = i % 7;
      B[i] = i % 5;
    }
    f(A, B, ns[k][0], ns[k][1]);
    double s = 0;
    for (int i = 0; i < 128; i++)
      s += A[i] + 3 * B[i];
    printf("%g t=%d\n", s, t);
  }
  return 0;
}
