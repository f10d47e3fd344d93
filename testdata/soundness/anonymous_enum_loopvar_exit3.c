/*
 * case:     anonymous_enum_loopvar_exit3
 * what:     The producer's loop variable has an anonymous enum type
 *           (`__typeof__(zz) e`, zz of `enum { ... }`), the consumer's is an
 *           int and reads t[j - 1]. ProducerCopy::typedValue writes the value
 *           of `e` converted to the producer's type with canonicalSpelling,
 *           which for an unnamed enum is not C ("enum (unnamed at ...)"):
 *           the fused text does not parse and fuse exits 3. Casting to
 *           `__typeof__(e)` is not possible either (e is gone); refusing a
 *           type with no spelling, or converting through its underlying
 *           integer type (the value is all the copy needs, enum arithmetic
 *           is the underlying type's), would do.
 * command:  paracodex fuse anonymous_enum_loopvar_exit3.c -o F.c -- -fopenmp; echo $?
 * expected: exit 0 (fused with a valid text, or refused)
 * actual:   "error: expected identifier or '{'" twice, "internal error: the
 *           fused text does not parse; nothing was written", exit 3
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
static enum { Z0, Z1, Z2, Z3, ZN } zz;
void k(const double *restrict a, double *restrict out)
{
  double *t = malloc(ZN * sizeof(double));
#pragma omp target data map(alloc: t[0:ZN]) map(to: a[0:ZN]) map(from: out[0:ZN])
  {
#pragma omp target teams distribute parallel for
    for (__typeof__(zz) e = Z0; e < ZN; e++)
      t[e] = a[e] + (e - 2) / 2;
#pragma omp target teams distribute parallel for
    for (int j = 1; j < ZN; j++)
      out[j] = t[j - 1] * 2.0;
  }
  free(t);
}
int main(void)
{
  double a[8], out[8] = {0};
  for (int i = 0; i < 8; i++) a[i] = i;
  k(a, out);
  for (int i = 0; i < 8; i++) printf("%g\n", out[i]);
  return 0;
}
