/*
 * case:     review33_simd_renamed_second_variable
 * what:     Review 33 (older than the box: the ranges may be equal): the
 *           second simd loop's variable `i` is declared outside and mapped
 *           back; the horizontal rewrite renamed it to the first's `k`, so
 *           `i` was never set.
 * expect:   REFUSED [same-iteration-space] declared outside its loop
 */
#include <stdio.h>
int kern(double *restrict a, double *restrict b, int n, int m) {
  int i = -1;
#pragma omp target simd map(tofrom: a[0:n])
  for (int k = 0; k < n; k++)
    a[k] = a[k] + 1.0;
#pragma omp target simd map(tofrom: b[0:m], i)
  for (i = 0; i < m; i++)
    b[i] = 2.0 * b[i];
  return i;
}
int main(void) {
  double a[16] = {0}, b[16] = {0};
  printf("n=3 m=3 i=%d\n", kern(a, b, 3, 3));
  printf("n=3 m=5 i=%d\n", kern(a, b, 3, 5));
  return 0;
}
