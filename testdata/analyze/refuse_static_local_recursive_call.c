/*
 * case:     refuse_static_local_recursive_call
 * what:     a static local work array assigned first, but the function calls
 *           itself between the producer and the consumer: the inner call
 *           points `z` at its own array, which the outer consumer then
 *           reads (checksum 17136; fused it was 38896). `z` stays mapped
 *           (enter data), so the original is well defined. Found by the
 *           session 6 review.
 * regions:  R1 producer (writes z), R2 consumer (reads z).
 * expect:   R1 -> R2 via z: REFUSED [temporary]
 * rule:     `z` is a static local and `f`, called between the regions, may point it elsewhere.
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
static double total = 0.0;
static void f(int depth)
{
  static double *z;
  z = (double *)malloc(N * sizeof(double));
  double a[N], out[N];
  for (int i = 0; i < N; i++) a[i] = depth * 10.0 + i;
#pragma omp target enter data map(alloc: z[0:N])
#pragma omp target data map(to: a[0:N]) map(from: out[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      z[i] = 2.0 * a[i];
    if (depth > 0)
      f(depth - 1);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] = z[i] + 1.0;
  }
  for (int i = 0; i < N; i++) total += out[i] * (i + 1) * (depth + 1);
}
int main(void)
{
  f(2);
  printf("checksum %.17g\n", total);
  return 0;
}
