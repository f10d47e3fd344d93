/*
 * case:     refuse_producer_clause_side_effect
 * what:     the producer's `if(c++ >= 0)` increments `c`: deleting the producer
 *           would lose it (c=1 became c=0). Fourth session 6 review.
 * regions:  R1 producer; see the expect line.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: REFUSED [clause-effects]
 */
#include <stdio.h>
#include <stdlib.h>
static int c = 0;
static void f(const double *restrict a, double *restrict out, int n, int k)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for if(c++ >= 0)
    for (int i = 0; i < n; i++)
      t[i] = a[i] * k;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] + 1;
  }
  free(t);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i*0.75+1;o[i]=0;}
  f(a,o,N,3);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g c=%d\n",s,c); return 0;}
