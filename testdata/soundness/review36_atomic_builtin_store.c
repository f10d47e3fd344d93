/*
 * case:     review36_atomic_builtin_store
 * what:     `__atomic_store_n(cnt, 9, ...)` in the first region stores an int
 *           member through a pointer without an assignment or call node (19152
 *           became 1008). (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] atomic builtin
 */
#include <stdio.h>
#include <string.h>
#define N 64
enum E { E0, E1, E9 = 9 };
struct box { int v; double d; };
void work(struct box *f, int *cnt, double *restrict x, double *restrict y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n], cnt[0:1])
  for (int i = 0; i < n; i++) {
    x[i] = 0.5 * i;
    if (i == 0) __atomic_store_n(cnt, 9, __ATOMIC_RELAXED);
  }

  const long m = (long)f->v;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = (double)m * i;
}
int main(void)
{
  static double x[N], y[N];
  struct box b = {0};
  work(&b, (int *)&b.v, x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  printf("%f\n", s);
  return 0;
}
