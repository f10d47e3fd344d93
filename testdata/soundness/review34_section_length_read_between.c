/*
 * case:     review34_section_length_read_between
 * what:     The rule's own motivating example, with the first region
 *           mapping `a[0:n]` instead of `a[0:N]`: `const int half = n / 2;`
 *           is refused because `n` "is in a clause of the first region that
 *           may change it". A map clause can change the mapped array, not
 *           the variables of its section's bounds (unsafeVariables collects
 *           every name under a clause, the section bounds included). A
 *           wrong reason for a false refusal of the commonest form (a
 *           completeness bug). (Review reproducer of session 34.)
 * expect:   FUSED
 */
#include <stdio.h>
#define N 64
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  double sum = 0.0, big;
  int n = N;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum) map(to: a[0:n])
  for (int i = 0; i < n; i++)
    sum += a[i];
  big = -1.0e300; // comment
  const int half = n / 2;
#pragma omp target teams distribute parallel for reduction(max: big) map(tofrom: big) map(to: b[0:N])
  for (int j = 0; j < half; j++)
    big = b[j] > big ? b[j] : big;
  printf("%g %g\n", sum, big);
  return 0;
}
