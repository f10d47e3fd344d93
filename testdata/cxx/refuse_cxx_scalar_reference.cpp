/* repro_cxx_scalar_reference (C++): the producer reads scalar c; host `double &cr = c;` and `cr = 7.0;` between
   producer and consumer changes c (the write is recorded on cr, not c, and binding a reference is not "address
   taken"). original: checksum 2856   fused: checksum 9656 */
#include <stdio.h>
#include <stdlib.h>
static void f(const double *__restrict a, double *__restrict out, int n, double c)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
  double &cr = c;
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * c;
    cr = 7.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1.0;
  }
  free(z);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i;o[i]=0;}
  f(a,o,N,2.0);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g\n",s); return 0;}
