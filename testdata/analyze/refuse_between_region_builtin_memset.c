/*
 * case:     refuse_between_region_builtin_memset
 * what:     `__builtin_memset(&a[i], ...)` in a region between: builtins that write
 *           memory are not pure (checksum 2856; fused 136). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R3 via z: REFUSED [nothing-between]
 */
#include <stdio.h>
#include <stdlib.h>
static void f(double *restrict a, double *restrict out, int n)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(tofrom: a[0:n], out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      __builtin_memset(&a[i], 0, sizeof(double));
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1.0;
  }
  free(z);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i;o[i]=0;}
  f(a,o,N);
  double s=0; for(int i=0;i<N;i++) s+=(o[i]+3*a[i])*(i+1);
  printf("checksum %.17g\n",s); return 0;}
