/*
 * case:     review33_collapse_test_captures_bound
 * what:     Review 33: the first nest's outer bound is a parameter `i`; the
 *           test of that bound goes inside the inner loop, whose variable
 *           is also `i`, and read the loop variable instead.
 * expect:   REFUSED [rewritable] would hide
 */
#include <stdio.h>
void kern(double *restrict a, double *restrict b, int i, int m) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:64])
  for (int j = 0; j < i; j++)
    for (int i = 0; i < 3; i++)
      a[j * 4 + i] += 1.0 + j;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b[0:64])
  for (int j = 0; j < m; j++)
    for (int i = 0; i < 3; i++)
      b[j * 4 + i] += 1.0;
}
int main(void) {
  int sz[][2] = {{2, 3}, {3, 2}, {5, 1}, {1, 5}};
  for (int t = 0; t < 4; t++) {
    double a[64] = {0}, b[64] = {0}, sa = 0, sb = 0;
    kern(a, b, sz[t][0], sz[t][1]);
    for (int k = 0; k < 64; k++) { sa += a[k]; sb += b[k]; }
    printf("%d %d -> a=%g b=%g\n", sz[t][0], sz[t][1], sa, sb);
  }
  return 0;
}
