/*
 * case:     review33_inclusive_end_at_type_max
 * what:     Review 33: `i <= m` beside `i < e`: the box's end `m + 1` wraps
 *           to 0 where m is UINT_MAX. Ends tested with `<` and `<=` are not
 *           put in one `?:`.
 * expect:   REFUSED [rewritable] test their ends
 */
#include <stdio.h>
#include <limits.h>
void kern(double *restrict a, double *restrict b, unsigned s, unsigned m, unsigned e) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:8])
  for (unsigned i = s; i <= m; i++)
    a[i - s] += 1.0 + (i - s);
#pragma omp target teams distribute parallel for map(tofrom: b[0:8])
  for (unsigned i = s; i < e; i++)
    b[i - s] += 2.0;
}
int main(void) {
  double a[8] = {0}, b[8] = {0}, sa = 0, sb = 0;
  kern(a, b, UINT_MAX - 3, UINT_MAX, UINT_MAX - 1);
  for (int k = 0; k < 8; k++) { sa += a[k]; sb += b[k]; }
  printf("a=%g b=%g\n", sa, sb);
  return 0;
}
