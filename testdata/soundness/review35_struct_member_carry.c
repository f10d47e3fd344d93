/*
 * case:     review35_struct_member_carry
 * what:     `firstprivate(a)` with `a.s += x[i]; y[i] = a.s;` under one team
 *           of one thread: a running sum in a struct member, which the model's
 *           scalar stores did not see (14999749995 became 7499899995 fused
 *           under the first's shape). (Review reproducer of session 35.)
 * expect:   REFUSED [rewritable] may be right only in its own shape
 */
#include <stdio.h>
#define N 100000
struct acc { long s; };
int x[N], y[N], z[N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7; y[i] = 0; z[i] = i; }
  int n = N;
  struct acc a = {0};
#pragma omp target teams distribute parallel for num_teams(4) num_threads(8) map(tofrom: z[0:N])
  for (int i = 0; i < n; i++)
    z[i] = z[i] * 3;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(to: x[0:N]) map(tofrom: y[0:N]) firstprivate(a)
  for (int i = 0; i < n; i++) {
    a.s += x[i];
    y[i] = (int)a.s;
  }
  long t = 0;
  for (int i = 0; i < N; i++) t += y[i];
  printf("%ld %d\n", t, z[7]);
  return 0;
}
