/*
 * case:     review35_union_member_carry
 * what:     `u.v += x[i]` in a firstprivate union, one thread (14018004 became
 *           27937). (Review reproducer of session 35.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 1000

int x[N], y[N], z[N];

int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7 + 1; y[i] = 0; z[i] = i; }
  int n = N;
  union U { int v; float f; } u; u.v = 0;
#pragma omp target teams distribute parallel for num_teams(3) num_threads(8) dist_schedule(static, 1) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) dist_schedule(static, 4) map(to: x[0:N]) map(tofrom: y[0:N]) firstprivate(u)
  for (int i = 0; i < n; i++) {
    u.v += x[i];
    y[i] = u.v;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (long)(i % 13 + 1);
  printf("%ld %d\n", s, z[7]);

  return 0;
}
