/*
 * case:     review33_bound_named_like_loop_variable
 * what:     Review 33: the second loop runs to a parameter `i`, the first
 *           loop's variable is `i`: the box `i < (n > i ? n : i)` compared
 *           the loop variable with itself and fuse stopped with exit 3.
 * expect:   REFUSED [rewritable] would hide
 */
#include <stdio.h>
void kern(double *restrict a, double *restrict b, int n, int i) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for map(tofrom: b[0:i])
  for (int k = 0; k < i; k++)
    b[k] = 2.0 * b[k];
}
int main(void) {
  double a[16] = {0}, b[16] = {0}, s = 0;
  kern(a, b, 3, 5);
  for (int k = 0; k < 16; k++) s += a[k] + 10 * b[k];
  printf("%g\n", s);
  return 0;
}
