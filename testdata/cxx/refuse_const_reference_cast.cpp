/* A reference to const that is written through after all (session 22):
   `const double &r = a[i]; const_cast<double &>(r) = 0.0;` in a region
   between the producer and the consumer stores to the producer's input.
   A reference to const counts as a read only when every use of it reads
   (ModelContext::onlyReadThrough); this one does not, so the store is
   seen and nothing is fused. Fused, the consumer would recompute
   z[i] = a[i] * 2.0 after a was zeroed: checksum 136 where the original
   prints 2856. */
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
      const double &r = a[i];
      const_cast<double &>(r) = 0.0;
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
