/*
 * case:     review34b_destructor_writes_file_scalar
 * what:     The statement between the regions, `end = lastcol + 1;`, reads
 *           a `static` scalar of the file; the first region names no
 *           `lastcol` and has no CallExpr, and its only construction
 *           (`G g;`) has a trivial constructor. But G's destructor adds 1
 *           to `lastcol`, and it runs at the end of every iteration (an
 *           implicit call: callWithEffects looks at CallExprs and
 *           constructors only). Moved above the fused region, the
 *           statement reads lastcol before the 64 steps (end 11, not 75).
 *           (Review reproducer of session 34b.)
 * expect:   REFUSED [movable-between] `lastcol`
 */
#include <stdio.h>
#define N 64
#pragma omp declare target
static int lastcol = 10;
struct G {
  int v;
  ~G() { lastcol = lastcol + 1; }
};
#pragma omp end declare target
int a[N], b[N + 16];
int main() {
  int n = N, end;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++) {
    G g;
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
