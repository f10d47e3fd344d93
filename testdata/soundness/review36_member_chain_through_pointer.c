/*
 * case:     review36_member_chain_through_pointer
 * what:     `const int m = f->a->b;` moved above a first region that stores a
 *           `struct inner *` into `f->a` (through `slot`): the chain's load of
 *           `f->a` was not type-checked (15120 became 3024). (Review
 *           reproducer of session 36.)
 * expect:   REFUSED [movable-between] reads through the pointer member
 */
#include <stdio.h>
#define N 64
struct inner { int b; };
struct outer { struct inner *a; };

void work(struct outer *f, struct inner **slot, struct inner **cands,
          double *restrict x, double *restrict y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n], slot[0:1]) map(to: cands[0:2])
  for (int i = 0; i < n; i++) {
    x[i] = 0.5 * i;
    if (i == 0)
      slot[0] = cands[1];
  }

  const int m = f->a->b;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = (double)m * i;
}

int main(void)
{
  static double x[N], y[N];
  struct inner p = {1}, q = {7};
  struct outer o = {&p};
  struct inner *cands[2] = {&p, &q};
  work(&o, &o.a, cands, x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  printf("%f %d\n", s, o.a->b);
  return 0;
}
