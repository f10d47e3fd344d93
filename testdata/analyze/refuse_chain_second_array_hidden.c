/*
 * case:     refuse_chain_second_array_hidden
 * what:     A chain R1 -> R2 -> R3 through t and u. R1 reads the
 *           parameter a; between R2 and R3 the block declares its own
 *           `const double *a = e;`. Once R1 is fused into R2, the fused
 *           value reads a, and copied into R3 it would read the other a:
 *           fuse leaves the second pair alone, and analyze, which plans
 *           the rounds on the model, must refuse it too (review 23, c3:
 *           analyze called both legal; distinct-names looked only at the
 *           names of R2's own directive, not at the producer composed
 *           into it).
 * regions:  R1 producer (reads a, writes t), R2 (reads t, writes u),
 *           R3 consumer (reads u and the inner a, writes b).
 * expect:   R1 -> R2 via t: LEGAL
 *           R2 -> R3 via u: REFUSED [fused-first]
 * strategy: inline for R1 -> R2.
 */
#include <stdlib.h>
void f(const double *restrict a, const double *restrict e, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *u = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n], u[0:n]) map(to: a[0:n], e[0:n]) map(from: b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      u[i] = t[i] + 1.0;
    const double *a = e;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = u[i] * 3.0 + a[i];
  }
  free(t);
  free(u);
}
