/*
 * case:     review34b_default_member_init_writes_file_scalar
 * what:     The first region's body builds `H h{};`, an aggregate whose
 *           default member initializer is `v = (lastcol = lastcol + 1)`:
 *           the initializer's code is not a child of the region's AST (a
 *           CXXDefaultInitExpr points at it), and no constructor or
 *           CallExpr runs, so the first region neither names `lastcol`
 *           nor calls anything. The statement between the regions,
 *           `end = lastcol + 1;`, reads the `static` scalar; moved above
 *           the fused region it read 10, not 74.
 *           (Review reproducer of session 34b.)
 * expect:   REFUSED [movable-between] `lastcol`
 */
#include <stdio.h>
#define N 64
#pragma omp declare target
static int lastcol = 10;
struct H {
  int v = (lastcol = lastcol + 1);
};
#pragma omp end declare target
int a[N], b[N + 16];
int main() {
  int n = N, end;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++) {
    H h{};
    a[i] = i + h.v - h.v;
  }
  end = lastcol + 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N + 16])
  for (int j = 0; j < end; j++)
    b[j] = j;
  int t = 0;
  for (int i = 0; i < N; i++) t += a[i];
  for (int i = 0; i < N + 16; i++) t += b[i];
  printf("%d %d\n", t, end);
  return 0;
}
