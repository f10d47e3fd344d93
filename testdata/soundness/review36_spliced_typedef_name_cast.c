/*
 * case:     review36_spliced_typedef_name_cast
 * what:     The cast form `(re` backslash-newline `al)` of
 *           review36_spliced_typedef_name_sizeof: the fused text did not parse
 *           (exit 3). (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] a name the first region uses
 */
#include <stdio.h>
#define N 64
typedef float real;

void work(double *restrict x, double *restrict y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = (re\
al)(i / 3.0) * 3.0;

  const int real = 3;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = real * i;
}

int main(void)
{
  static double x[N], y[N];
  work(x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + 7 * y[i];
  printf("%.9f\n", s);
  return 0;
}
