/*
 * case:     vla_view_refused_regression
 * what:     Not a wrong result: a lost fusion. deletesMore (TemporaryRemoval.cpp)
 *           refuses to delete any declaration of a variably modified type,
 *           so every VLA view of a temporary (`double (*tv)[m] =
 *           (double (*)[m])t;`, HostUse::View, which is a VLA type by
 *           definition when m is not a constant) now blocks the fusion.
 *           Two cases of testdata/analyze that have an .expected.c now come
 *           out unchanged: vertical_resid_vla_cast.c ("the view of `u1p` at
 *           line 24 declares a variable-length type") and
 *           vertical_vla_params.c ("the allocation of `gx` at line 19
 *           declares a variable-length type", `double (*gx)[ny][nx] =
 *           malloc(sizeof(double[nz][ny][nx]))`). Only a size expression
 *           with a side effect (`double (*v)[m++]`) needs the refusal; the
 *           check could look at the VLA size expressions instead (and it
 *           would then also catch vla_sizeof_side_effect_*.c).
 * command:  paracodex fuse vla_view_refused_regression.c --explain -o F.c -- -fopenmp
 * expected: fused (inline), as before the change
 * actual:   refused: "cannot rewrite `k`: the view of `t` at line 28
 *           declares a variable-length type"
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
void k(const double *restrict a, double *restrict out, int n, int m)
{
  double *t = malloc(n * m * sizeof *t);
  double (*tv)[m] = (double (*)[m])t;
#pragma omp target data map(alloc: t[0:n*m]) map(to: a[0:n*m]) map(from: out[0:n*m])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        tv[i][j] = a[i*m+j] + 1.0;
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        out[i*m+j] = tv[i][j] * 2;
  }
  free(t);
}
int main(void)
{
  double a[12], out[12];
  for (int i = 0; i < 12; i++) a[i] = i;
  k(a, out, 3, 4);
  for (int i = 0; i < 12; i++) printf("%g\n", out[i]);
  return 0;
}
