/*
 * case:     refuse_host_call_escaped_offset
 * what:     the producer reads the local array `a`, whose address escapes to a
 *           global as `gp = a + 1`; `clobber()`, called between the regions,
 *           writes a[1..] through it (checksum 680; fused it was 16080). A
 *           pointer computed from an array and stored is an escape. Found by
 *           the session 6 review.
 * regions:  R1 producer (reads a, writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [nothing-between]
 * rule:     `clobber`, called between the regions, may change `a`.
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
static double *gp;
static void clobber(void) { for (int i = 0; i < N - 1; i++) gp[i] = 50.0 + i; }
static double f(const double *src)
{
  double a[N], out[N];
  double *t = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) a[i] = src[i];
  gp = a + 1;
#pragma omp target data map(from: out[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for map(to: a[0:N])
    for (int i = 0; i < N; i++)
      t[i] = 2.0 * a[i];
    clobber();             /* writes a[1..N-1] through the global gp */
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
