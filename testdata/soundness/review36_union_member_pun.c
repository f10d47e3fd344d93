/*
 * case:     review36_union_member_pun
 * what:     The first region stores a union's float member, the moved line
 *           reads its int member of the same object: C allows the pun (1043408
 *           became 3216). (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] a member of a union
 */
#include <stdio.h>
#define N 64
union word { int i; float f; };
struct cell { union word w; };

void work(struct cell *f, struct cell *g, double *restrict x, double *restrict y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n], g[0:1])
  for (int i = 0; i < n; i++) {
    x[i] = 0.5 * i;
    if (i == 0)
      g->w.f = 1.0f;
  }

  const int m = f->w.i;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = (double)(m & 0xffff) + (m >> 16) + i;
}

int main(void)
{
  static double x[N], y[N];
  struct cell c = {{3}};
  work(&c, &c, x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  printf("%f %d\n", s, c.w.i);
  return 0;
}
