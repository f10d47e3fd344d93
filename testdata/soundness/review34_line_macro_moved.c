/*
 * case:     review34_line_macro_moved
 * what:     The statement between the regions is `const int line =
 *           __LINE__;`: a literal once expanded, so the movable test takes
 *           it, but the expansion is the line it is written on. Moved three
 *           lines up, above the first region, it became 7 instead of 10.
 *           (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] `__LINE__`
 */
#include <stdio.h>
#define N 64
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
  const int line = __LINE__;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + line;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g line %d\n", sum, line);
  return 0;
}
