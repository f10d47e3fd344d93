/*
 * case:     review34b_file_defines_libm_name
 * what:     The file defines its own `double erf(double)`, which adds 1
 *           to the `static` scalar `lastcol`; the first region calls it.
 *           libraryCallee answers "erf" for any callee with a builtin ID
 *           before asking whether this file defines the body (the check
 *           it makes for other names: review reproducers free_by_name,
 *           malloc_by_name), and callWithEffects asks isPureFunction of
 *           the bare name: the call passes as pure libm. The statement
 *           between the regions, `end = lastcol + 1;`, moved above the
 *           fused region and read 10, not 74.
 *           (Review reproducer of session 34b.)
 * expect:   UNCHANGED
 *           (now: the file's own `erf` is the user's function, not libm's; it writes
 *           a global, so the pair is not even a candidate.)
 */
#include <stdio.h>
#define N 64
#pragma omp declare target
static int lastcol = 10;
double erf(double x) { lastcol = lastcol + 1; return x; }
#pragma omp end declare target
double a[N], b[N + 16];
int main(void) {
  int n = N, end;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = erf(a[i]);
  end = lastcol + 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N + 16])
  for (int j = 0; j < end; j++)
    b[j] = j;
  double t = 0;
  for (int i = 0; i < N; i++) t += a[i];
  for (int i = 0; i < N + 16; i++) t += b[i];
  printf("%g %d\n", t, end);
  return 0;
}
