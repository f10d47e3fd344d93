/*
 * case:     refuse_producer_reduction_side_effect
 * what:     the producer reduces into `s` inside the expression it stores
 *           (`t[i] = a[i]*k + (s += 1)*0`): recomputing it would repeat the
 *           reduction (s=16 became 0). Fourth session 6 review.
 * regions:  R1 producer; see the expect line.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 */
#include <stdio.h>
#include <stdlib.h>
static double f(const double *restrict a, double *restrict out, int n, int k)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
  double s = 0;
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+:s)
    for (int i = 0; i < n; i++)
      t[i] = a[i] * k + (s += 1) * 0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] + 1;
  }
  free(t);
  return s;
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i*0.75+1;o[i]=0;}
  double r = f(a,o,N,3);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g %g\n",s,r); return 0;}
