/*
 * case:     review34_schedule_chunk_set_between
 * what:     The first region's `schedule(static, chunk)` reads `chunk`, and
 *           the statement between the regions sets it to 0 (the second
 *           region adds it). clang keeps a clause expression like this one
 *           in a captured helper variable, so `chunk` is not seen among the
 *           first region's names: the statement moved above the first
 *           region and the fused region ran with a chunk of 0 (libomp:
 *           assertion `chunk != 0`, abort). (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] sets `chunk`, which the first region uses
 */
#include <stdio.h>
#define N 64
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, chunk = 4;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) schedule(static, chunk)
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1;
  chunk = 0;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + chunk;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g\n", sum);
  return 0;
}
