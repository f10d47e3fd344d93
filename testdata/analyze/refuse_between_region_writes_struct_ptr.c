/*
 * case:     refuse_between_region_writes_struct_ptr
 * what:     a region between the producer and the consumer writes the producer's
 *           input `a` through a struct member, `st.p[2 * i]` with
 *           `st = { a }`: a store through a pointer paracodex cannot trace
 *           to an array (checksum 884; fused it was 4964). Found by the
 *           session 6 review.
 * regions:  R1 producer (reads a, writes t), R2 (writes st.p), R3 consumer (reads t).
 * expect:   R1 -> R3 via t: REFUSED [nothing-between]
 * rule:     R2 stores through `st.p`, which may be `a`.
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
    for (int i = 0; i < N / 2; i++)
      st.p[2 * i] = 7.0 * i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] = t[i] + 1.0;
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
