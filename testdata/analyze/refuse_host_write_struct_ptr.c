/*
 * case:     refuse_host_write_struct_ptr
 * what:     host code between the regions writes the producer's input through a
 *           struct member, `st.p[1] = 99.0` with `st = { a }` (checksum 680;
 *           fused it was 1086). Found by the session 6 review.
 * regions:  R1 producer (reads a, writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [nothing-between]
 * rule:     `st.p[1]` stores through a pointer paracodex cannot trace to an array.
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
static double f(const double *src)
{
  double a[N], out[N];
  double *t = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) a[i] = src[i];
  struct { double *p; } st = { a };
#pragma omp target data map(from: out[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for map(to: a[0:N])
    for (int i = 0; i < N; i++)
      t[i] = 2.0 * a[i];
    st.p[1] = 99.0;             /* host write of a[1] between producer and consumer */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] = t[i] + 1.0;
  }
  free(t);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i + 1);
  return s;
}
int main(void)
{
  double src[N];
  for (int i = 0; i < N; i++) src[i] = i * 0.5 - 3.0;
  printf("checksum %.17g\n", f(src));
  return 0;
}
