/*
 * case:     review36_guarded_member_chain
 * what:     The same chain above a run-time overlap test that reads the moved
 *           value (13234 became 13108 on the host). (Review reproducer of
 *           session 36.)
 * expect:   REFUSED [movable-between] reads through the pointer member
 */
#include <stdio.h>
#define N 64
struct geom { int stride; };
struct field { struct geom *g; };

void work(struct field *f, struct geom **slot, struct geom **cands, double *a, double *b, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    a[i] = 0.5 * i;
    if (i == 0)
      slot[0] = cands[1];
  }

  const int s = f->g->stride;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    b[i * s] = 2.0 * i;
}

int main(void)
{
  static double a[N], b[3 * N];
  struct geom g1 = {1}, g3 = {3};
  struct geom *cands[2] = {&g1, &g3};
  struct field f = {&g1};
  struct geom **slot = &f.g;
#pragma omp target data map(tofrom: a[0:N], b[0:3 * N], slot[0:1]) map(to: cands[0:2])
  work(&f, slot, cands, a, b, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  for (int i = 0; i < 3 * N; i++) s += b[i] * (i % 5 + 1);
  printf("%f %d\n", s, f.g->stride);
  return 0;
}
