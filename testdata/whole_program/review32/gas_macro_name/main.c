/* The program's main: it calls run_steps() of steps.c, which owns the
   work array and the pair. */
#include <stdio.h>

#include "grid.h"
void peek(const double *a, double *b, int n);

int main(void)
{
  enum { N = 80 };
  double a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 5) % 9) - 4.0;
    b[i] = 0.0;
  }
  run_steps(a, b, N, 3);
  peek(a, b, N);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += (a[i] - 0.25 * b[i]) * (double)(i + 2);
  printf("checksum %.17g\n", sum);
  return 0;
}
