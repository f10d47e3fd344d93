/*
 * case:     refuse_shadowing_declaration_between
 * what:     `const double c = 5.0;` declared between the regions hides the parameter
 *           `c` the copied `a[i] * c` names (checksum 3400; fused 7480). Session 6
 *           review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [distinct-names]
 */
#include <stdio.h>
#include <stdlib.h>
static void f(const double *restrict a, double *restrict out, int n, double c)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * c;
    const double c = 5.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + c;
  }
  free(z);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i;o[i]=0;}
  f(a,o,N,2.0);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g\n",s); return 0;}
