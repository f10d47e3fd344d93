/*
 * case:     review34_moved_statement_reads_only_local
 * what:     `k = m;` stands between the regions and is the only use of the
 *           local `m`. The statement moves above the first region, but the
 *           names of the moved text are not among the names the fusion
 *           inserts: the dead-local clean-up saw every use of `m` inside a
 *           removed range and deleted `int m = 2;`. With a global `m` the
 *           moved `k = m;` then read the global (k = 100, not 2): a silent
 *           wrong result; without one the fused text did not parse (fuse
 *           exited 3). (Review reproducer of session 34.)
 * expect:   FUSED
 */
#include <stdio.h>
#define N 64
int m = 100;
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, k = 1;
  int m = 2;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
  k = m;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + k;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g k=%d\n", sum, k);
  return 0;
}
