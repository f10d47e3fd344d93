/*
 * case:     refuse_macro_redefined_between
 * what:     `#undef K` / `#define K 3.0` between the regions changes what the copied
 *           `a[i] * K` means (checksum 3128; fused 4488). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [nothing-between]
 *           R1 + R2 keep-store: REFUSED [rewritable]
 */
#include <stdio.h>
#include <stdlib.h>
#define K 2.0
static void f(const double *restrict a, double *restrict out, int n)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * K;
#undef K
#define K 3.0
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + K;
  }
  free(z);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i;o[i]=0;}
  f(a,o,N);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g\n",s); return 0;}
