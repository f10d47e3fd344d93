/*
 * case:     refuse_consumer_writes_struct_ptr
 * what:     the consumer writes the producer's input `a` through a struct member,
 *           `st.p[i]` with `st = { a }` (checksum 1520; fused it was 20016).
 *           Found by the session 6 review.
 * regions:  R1 producer (reads a, writes t), R2 consumer (reads t, writes st.p).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     the consumer stores through a pointer paracodex cannot trace to an array.
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
#pragma omp requires unified_shared_memory
struct S { double *p; };
static double f(const double *src)
{
  double a[N], out[N];
  double *t = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) a[i] = src[i];
  struct S st = { a };
#pragma omp target data map(from: out[0:N]) map(alloc: t[0:N]) map(tofrom: a[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) {
      st.p[i] = 7.0 * i;
      out[i] = t[i] + 1.0;
    }
  }
  free(t);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i + 1) + a[i];
  return s;
}
int main(void)
{
  double src[N];
  for (int i = 0; i < N; i++) src[i] = i * 0.5 - 3.0;
  printf("checksum %.17g\n", f(src));
  return 0;
}
