/*
 * case:     review34b_static_member_through_object
 * what:     `S::x` is a static data member of a class in an anonymous
 *           namespace: no other file can name it, so it passes as a
 *           scalar of the file. The statement between the regions,
 *           `end = S::x + 1;`, reads it; the first region sets it as
 *           `s.x = 40`, a MemberExpr whose member is the variable, not a
 *           DeclRefExpr, so namedByFirst (and addressTaken) miss it. Moved
 *           above the fused region, the statement read 10, not 40.
 *           (Review reproducer of session 34b.)
 * since:    session 35 the pair is not listed: the regions differ in
 *           range, and the box refuses a first region that stores to
 *           a variable of no one iteration (same-iteration-space),
 *           besides this statement (was: REFUSED [movable-between] `x`).
 * expect:   UNCHANGED
 */
#include <stdio.h>
#define N 64
namespace {
struct S {
  int v;
  static int x;
};
int S::x = 10;
} // namespace
#pragma omp declare target(S::x)
int a[N], b[N + 16];
int main() {
  int n = N, end;
  S s;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N])
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (i == 0)
      s.x = 40;
  }
  end = S::x + 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N + 16])
  for (int j = 0; j < end; j++)
    b[j] = j;
  int t = 0;
  for (int i = 0; i < N; i++) t += a[i];
  for (int i = 0; i < N + 16; i++) t += b[i];
  printf("%d %d\n", t, end);
  return 0;
}
