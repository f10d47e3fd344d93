/*
 * case:     review34_hash_in_char_literal_between
 * what:     A statement between the regions is `const char mark = '#';`:
 *           movable (a literal). The layout refused any moved statement
 *           whose text held a `#` character, saying it "holds a
 *           preprocessor line"; it now looks for a line that begins with
 *           `#` or `%:`. The regions name no macro (a declaration is not
 *           moved above a region that expands one). (Review reproducer of
 *           session 34.)
 * expect:   FUSED
 */
#include <stdio.h>
#define N 64
#define HALF(x) ((x) / 2)
#define SETBIG big = -1.0e300
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  double sum = 0.0, big;
  int n = N;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum) map(to: a[0:n])
  for (int i = 0; i < n; i++)
    sum += a[i];
  big = -1.0e300;
  const char mark = '#';
  const int half = n / 2 + (mark == 0);
#pragma omp target teams distribute parallel for reduction(max: big) map(tofrom: big) map(to: b[0:n])
  for (int j = 0; j < half; j++)
    big = b[j] > big ? b[j] : big;
  printf("%g %g\n", sum, big);
  return 0;
}
