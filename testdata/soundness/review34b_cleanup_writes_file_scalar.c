/*
 * case:     review34b_cleanup_writes_file_scalar
 * what:     The statement between the regions, `end = lastcol + 1;`, reads
 *           a `static` scalar of the file that the first region does not
 *           name and, by its calls, cannot change: the first region
 *           calls no function. But its body declares
 *           `int t __attribute__((cleanup(bump))) = 1;`, and clang calls
 *           bump(&t) at the end of each iteration with no CallExpr in the
 *           AST: bump adds 1 to `lastcol`. Moved above the fused region,
 *           the statement reads lastcol before the 64 steps (end 11, not
 *           75) and the second loop runs over other elements.
 *           (Review reproducer of session 34b.)
 * expect:   REFUSED [movable-between] `lastcol`
 */
#include <stdio.h>
#define N 64
#pragma omp declare target
static int lastcol = 10;
static void bump(int *p) { lastcol = lastcol + *p; }
#pragma omp end declare target
int a[N], b[N + 16];
int main(void) {
  int n = N, end;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++) {
    int t __attribute__((cleanup(bump))) = 1;
    a[i] = i;
  }
  end = lastcol + 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N + 16])
  for (int j = 0; j < end; j++)
    b[j] = j;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  for (int i = 0; i < N + 16; i++) s += b[i];
  printf("%d %d\n", s, end);
  return 0;
}
