/*
 * case:     review34_reference_member_aggregate
 * what:     `Holder h{k};` binds the aggregate's reference member to `k` (an
 *           InitListExpr, not a call or a constructor), and the first region
 *           reads `h.ref`; the statement between the regions sets `k`. The
 *           address test misses a reference bound by aggregate
 *           initialisation: the statement moved above the first region and
 *           that region read the new `k`. (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] sets `k`, whose address the function takes
 */
#include <cstdio>
#define N 64
struct Holder { int &ref; };
int main(int argc, char **argv) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, k = 3;
  Holder h{k};
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) firstprivate(h)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * h.ref;
  k = 10;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + k;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g\n", sum);
  return 0;
}
