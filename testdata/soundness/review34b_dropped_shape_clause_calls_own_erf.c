/*
 * case:     review34b_dropped_shape_clause_calls_own_erf
 * what:     The second region's `num_threads((int)erf(two))` calls the
 *           file's own `erf`, which counts its calls. clause-effects lets
 *           it pass as the pure libm erf (libraryCallee answers a builtin
 *           name before asking whether this file defines the body), and
 *           the fused launch keeps the first's `num_threads(2)` and drops
 *           the second's clause: the call no longer happens (calls 0, not
 *           1). (Review reproducer of session 34b.)
 * expect:   REFUSED [clause-effects] `erf`
 */
#include <stdio.h>
#define N 64
int calls = 0;
double erf(double x) { calls = calls + 1; return x; }
double a[N], b[N];
int main(void) {
  int n = N;
  double two = 2.0;
#pragma omp target teams distribute parallel for num_threads(2) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for num_threads((int)erf(two)) map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = j;
  printf("%g %g %d\n", a[3], b[5], calls);
  return 0;
}
