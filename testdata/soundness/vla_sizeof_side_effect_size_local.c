/*
 * case:     vla_sizeof_side_effect_size_local
 * what:     Same root as vla_sizeof_side_effect_alloc, in removeDeadLocals:
 *           the size local `bytes` dies with the allocation and is deleted,
 *           but its initializer's `sizeof(char[++cnt])` is evaluated (a VLA
 *           type) and increments cnt. The working tree's new check
 *           (CallExpr in the initializer or Expr::HasSideEffects) misses it:
 *           there is no call, and clang's HasSideEffects says a sizeof has
 *           none. A walk for ++/--/assignments/calls in the whole initializer,
 *           including VLA size expressions under sizeof, or a refusal of any
 *           variably modified type under sizeof, would do.
 * command:  paracodex fuse vla_sizeof_side_effect_size_local.c -o F.c -- -fopenmp
 *           clang-19 -O1 -fopenmp -w F.c (host or host offload), run
 * expected: last line "cnt 1"
 * actual:   last line "cnt 0"
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
static int cnt = 0;
void k(const double *restrict a, double *restrict out, int n)
{
  size_t bytes = n * sizeof(char[++cnt]) * sizeof(double);
  double *t = malloc(bytes);
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * 3;
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++)
      out[j] = t[j] * 2.0;
  }
  free(t);
}
int main(void)
{
  double a[8], out[8] = {0};
  for (int i = 0; i < 8; i++)
    a[i] = i + 1;
  k(a, out, 8);
  for (int i = 0; i < 8; i++)
    printf("%g\n", out[i]);
  printf("cnt %d\n", cnt);
  return 0;
}
