/*
 * case:     review36_declare_target_global_store
 * what:     The first region assigns a `declare target` global struct by name,
 *           and the moved line reads a member of it through `f`: a store by
 *           name was taken to change no other object (19152 became 3024).
 *           (Review reproducer of session 36.)
 * expect:   REFUSED [movable-between] stores a `struct box`
 */
#include <stdio.h>
#define N 64
struct box { int n; double d; };
struct box G = {1, 0.0};
#pragma omp declare target(G)

void work(struct box *f, const struct box *src, double *restrict x, double *restrict y, int len)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:len]) map(to: src[0:1])
  for (int i = 0; i < len; i++) {
    x[i] = 0.5 * i;
    if (i == 0)
      G = src[0];
  }

  const int m = f->n;
#pragma omp target teams distribute parallel for map(tofrom: y[0:len])
  for (int i = 0; i < len; i++)
    y[i] = (double)m * i;
}

int main(void)
{
  static double x[N], y[N];
  struct box s9 = {9, 2.0};
  work(&G, &s9, x, y, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i];
  printf("%f %d\n", s, G.n);
  return 0;
}
