/*
 * case:     review34_if_clause_set_between
 * what:     Both regions run `if(on_device)`, and the statement between them
 *           sets `on_device = 0`: the first region runs on the device, the
 *           second on the host. The `if` expression is held in a captured
 *           helper variable, so `on_device` is not seen among the first
 *           region's names: the statement moved above the fused region,
 *           whose `if(on_device)` then ran the first body on the host too
 *           (inside `target data map(to: a)` the host copy of `a` changed).
 *           Differs under host offload. (Review reproducer of session 34.)
 * expect:   REFUSED [movable-between] sets `on_device`, which the first region uses
 */
#include <stdio.h>
#define N 64
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N, on_device = 1;
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N])
  {
#pragma omp target teams distribute parallel for if(on_device)
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1;
    on_device = 0;
#pragma omp target teams distribute parallel for if(on_device)
    for (int j = 0; j < n; j++)
      b[j] = b[j] * 2;
  }
  double sa = 0, sb = 0;
  for (int i = 0; i < N; i++) { sa += a[i]; sb += b[i]; }
  printf("%g %g\n", sa, sb);
  return 0;
}
