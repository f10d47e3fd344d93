/*
 * case:     review34_reference_through_conditional
 * what:     `int &r = argc > 0 ? k : other;` binds a reference to `k`, and
 *           the first region reads `r`; the statement between the regions
 *           sets `k`. The address test only sees a reference bound to a
 *           plain name (or a cast of one): through `?:` (also `(0, k)`,
 *           `++k`, `k = k`) it is missed, the statement moved above the first
 *           region and that region read the new `k` through `r`.
 *           (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] sets `k`, whose address the function takes
 */
#include <cstdio>
#define N 64
int main(int argc, char **argv) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, k = 3, other = 4;
  int &r = argc > 0 ? k : other;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * r;
  k = 10;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + k;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g\n", sum);
  return 0;
}
