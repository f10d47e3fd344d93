/*
 * case:     refuse_copy_type_shadowed
 * what:     The producer's local `int k = (int)sizeof(T) * j;` uses the file's
 *           `typedef double T`; the consumer declares `typedef char T;`, so
 *           the copied value would mean sizeof(char) (found by a review:
 *           599823 became 75670).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [rewritable]
 * rule:     a type name the copy spells is hidden in the consumer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
typedef double T;
static void f(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)(4*n) * sizeof(double));

#pragma omp target data map(alloc: t[0:4*n])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++) { int k = (int)sizeof(T) * j; t[j] = k; }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) { typedef char T; out[i] = t[i - 1] + 10 * t[i + 1] + sizeof(T); }
  }
  free(t);
}
int main(void)
{
  enum { N = 16, B = 8*N };
  static double buf[B], ob[B];
  for (int i = 0; i < B; i++) { buf[i] = (double)((i * 37) % 11) - 4; ob[i] = 0; }
  f(buf + 3*N, ob + 3*N, N);
  double sum = 0.0;
  for (int i = 0; i < B; i++) sum += ob[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
