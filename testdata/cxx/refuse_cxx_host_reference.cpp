/* repro_cxx_host_reference (C++): host reference `double &r = a[3];` taken before the producer, `r = 42;` between
   producer and consumer. a is a plain (non-restrict) parameter; the store through r is neither a write of a
   nor an unknown store. original: checksum 4236   fused: checksum 4548 */
#include <stdio.h>
#include <stdlib.h>
static void f(double *a, double *__restrict out, int n)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
  double &r = a[3];
#pragma omp target data map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for map(to: a[0:n])
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
    r = 42.0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: out[0:n])
    for (int i = 0; i < n; i++)
      out[i] = z[i] + a[i];
  }
  free(z);
}
int main(void){
  enum { N = 16 };
  double a[N], out[N];
  for (int i = 0; i < N; i++) a[i] = i;
  f(a, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1);
  printf("checksum %.17g\n", s); return 0;}
