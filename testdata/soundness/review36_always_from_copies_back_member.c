/*
 * case:     review36_always_from_copies_back_member
 * what:     `map(always, from: cnt[0:1])` with `cnt == &f->n` writes an int
 *           back; the clause's item was typed as the pointer, not its elements
 *           (offload: 3024 became 11088). (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] stores a `int`
 */
#include <stdio.h>
#define N 64
struct box { int n; double pad; };

void work(struct box *f, int *cnt, double *restrict x, double *restrict y, int len)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:len]) map(always, from: cnt[0:1])
  for (int i = 0; i < len; i++)
    x[i] = 0.5 * i;

  const int m = f->n;
#pragma omp target teams distribute parallel for map(tofrom: y[0:len])
  for (int i = 0; i < len; i++)
    y[i] = (double)m * i;
}

int main(void)
{
  static double x[N], y[N];
  struct box b = {1, 0.0};
  int *cnt = &b.n;
#pragma omp target enter data map(to: cnt[0:1])
  b.n = 5; /* host copy only */
  work(&b, cnt, x, y, N);
#pragma omp target exit data map(delete: cnt[0:1])
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  printf("%f %d\n", s, b.n);
  return 0;
}
