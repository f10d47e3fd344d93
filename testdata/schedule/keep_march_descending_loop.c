/*
 * case:   keep_march_descending_loop
 * what:   The marched loop counts down (`k--`). The march's registers
 *         rotate for a loop that counts up, so from the second step they
 *         held the wrong planes (210 321 432 became 234 343 432: review
 *         reproducer of session 20, march_descending_loop). A loop whose
 *         step is not +1 is no unit-step loop: the region keeps its shape.
 * expect: KEPT [march-form] it is not a collapse(3) nest of three unit-step loops
 */
#include <stdio.h>
#define N 5
double a[N][N][N], b[N][N][N];
int main(void) {
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k;
#pragma omp target teams distribute parallel for collapse(3) map(to: a) map(tofrom: b)
  for (int k = N - 2; k >= 1; k--)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[k-1][j][i] + 10.0*a[k][j][i] + 100.0*a[k+1][j][i];
  for (int k = 1; k < N - 1; k++) printf("%.17g\n", b[k][0][0]);
  return 0;
}
