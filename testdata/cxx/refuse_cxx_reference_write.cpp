/* repro_cxx_reference_write (C++, clang++-19 -fopenmp; analyze/fuse with -- -fopenmp -xc++):
   a region between producer and consumer writes the producer input through a reference `double &r = a[i]; r = 0;`
   (also `double &r = *(a+i)`, `auto &r = a[i]; r -= r;`, `r++`). The access a[i] is recorded as a Read.
   original: checksum 2856   fused: checksum 136 */
#include <stdio.h>
#include <stdlib.h>
static void f(double *__restrict a, double *__restrict out, int n)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double &r = a[i];
      r = 0.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1;
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
