#include <stdio.h>
#include "grid.h"
extern double pool[80];
int main(void)
{
  enum { N = 80 };
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = (double)((i * 5) % 9) - 4.0; b[i] = 0.0; }
  run_steps(a, b, N, 3);
  printf("pool[1] = %g\n", pool[1]);
  return 0;
}
