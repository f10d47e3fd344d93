/*
 * case:     review33_unsigned_start_wraps
 * what:     Review 33: size_t loops from s - 1 and from s: their starts differ
 *           by 1 only in integers; with s = 0, s - 1 wraps to the largest
 *           value and the box started there, losing the second body. The
 *           box of unsigned loops is found by `?:` at run time.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stddef.h>
void kern(double *restrict a, double *restrict b, size_t s, size_t n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (size_t i = s - 1; i < n; i++)
    a[i] += 1.0;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (size_t i = s; i < n; i++)
    b[i] += 2.0;
}
int main(void) {
  for (size_t s = 0; s < 3; s++) {
    double a[8] = {0}, b[8] = {0}, sa = 0, sb = 0;
    kern(a, b, s, 5);
    for (int k = 0; k < 8; k++) { sa += a[k]; sb += b[k]; }
    printf("s=%zu n=5 -> a=%g b=%g\n", s, sa, sb);
  }
  return 0;
}
