/*
 * case:     vla_sizeof_side_effect_alloc
 * what:     The temporary's allocation sizes it with `sizeof(char[next()])`:
 *           the size of a variable-length array type is evaluated, so the
 *           call of next() (which prints and counts) runs. Fuse deletes the
 *           whole allocation statement with the temporary: the call is gone.
 *           TemporaryRemoval.cpp deletesMore asks Expr::HasSideEffects of
 *           the malloc's operands, and clang says a `sizeof` has none even
 *           when its argument is a VLA type whose size expression has them.
 * command:  paracodex fuse vla_sizeof_side_effect_alloc.c -o F.c -- -fopenmp
 *           clang-19 -O1 -fopenmp -w F.c (host or host offload), run
 * expected: "next 1" first, then the outputs, then "count 1"
 * actual:   fused (inline); no "next 1" line and "count 0"
 * expect:   REFUSED [rewritable] side effect
 */
#include <stdio.h>
#include <stdlib.h>
static int count = 0;
static int next(void)
{
  count++;
  printf("next %d\n", count);
  return 1;
}
void k(const double *restrict a, double *restrict out, int n)
{
  double *t = malloc(n * sizeof(double) * sizeof(char[next()]));
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  free(t);
}
int main(void)
{
  double a[8], out[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  k(a, out, 8);
  for (int i = 0; i < 8; i++)
    printf("%g\n", out[i]);
  printf("count %d\n", count);
  return 0;
}
