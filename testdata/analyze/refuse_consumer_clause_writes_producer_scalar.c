/*
 * case:     refuse_consumer_clause_writes_producer_scalar
 * what:     the consumer's `if(k++ >= 0)` changes `k`, which the producer's
 *           expression reads (checksum 3604 became 4760). Fourth session 6
 *           review.
 * regions:  R1 producer; see the expect line.
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
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
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * k;
#pragma omp target teams distribute parallel for if(k++ >= 0)
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
