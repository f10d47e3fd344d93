/*
 * case:     review36_reference_atomic_exchange
 * what:     `__atomic_exchange_n` into `g.n`, read between the regions through
 *           a C++ reference (19152 became 3024). (Review reproducer of session
 *           36.)
 * expect:   REFUSED [movable-between] atomic builtin
 */
#include <cstdio>
#define N 64
struct grid { int n; double d; };

void work(grid &g, int *cnt, double *__restrict x, double *__restrict y, int len)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:len], cnt[0:1])
  for (int i = 0; i < len; i++) {
    x[i] = 0.5 * i;
    if (i == 0) __atomic_exchange_n(cnt, 9, __ATOMIC_RELAXED);
  }

  const int m = g.n;
#pragma omp target teams distribute parallel for map(tofrom: y[0:len])
  for (int i = 0; i < len; i++)
    y[i] = (double)m * i;
}

int main()
{
  static double x[N], y[N];
  grid g = {1, 0.0};
  work(g, &g.n, x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  std::printf("%f %d\n", s, g.n);
  return 0;
}
