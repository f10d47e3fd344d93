/*
 * case:     review36_spliced_typedef_name_sizeof
 * what:     `sizeof(re` backslash-newline `al)` in the first region names the typedef
 *           `real` with a backslash-newline inside the name; the moved `const
 *           int real = 3;` captured it (58464 became 50400). An older path.
 *           (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] a name the first region uses
 */
#include <stdio.h>
#define N 64
typedef double real;

void work(double *restrict x, double *restrict y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = (double)sizeof(re\
al) * i;

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
  printf("%f\n", s);
  return 0;
}
