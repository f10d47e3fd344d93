/*
 * case:     review33_simd_outside_loop_variable
 * what:     Review 33: two `target simd` loops over n and m, the first's
 *           variable declared outside and mapped back: a simd loop's
 *           variable is linear, so after the region it holds the first
 *           loop's end; over the box of both ranges it would hold the
 *           larger end.
 * expect:   REFUSED [same-iteration-space] declared outside its loop
 */
#include <stdio.h>
int kern(double *restrict a, double *restrict b, int n, int m) {
  int i = -1;
#pragma omp target simd map(tofrom: a[0:n], i)
  for (i = 0; i < n; i++)
    a[i] = a[i] + 1.0;
#pragma omp target simd map(tofrom: b[0:m])
  for (int k = 0; k < m; k++)
    b[k] = 2.0 * b[k];
  return i;
}
int main(void) {
  int sz[][2] = {{0, 1}, {3, 5}, {5, 3}, {1, 10}};
  for (int t = 0; t < 4; t++) {
    double a[16] = {0}, b[16] = {0};
    int r = kern(a, b, sz[t][0], sz[t][1]);
    printf("n=%d m=%d i=%d\n", sz[t][0], sz[t][1], r);
  }
  return 0;
}
