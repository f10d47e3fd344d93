/*
 * case:     refuse_producer_private_temp
 * what:     the producer has `private(t)` on a stack-array temporary: its stores
 *           go to private copies, and the consumer reads the zeros mapped in
 *           (136 became 1632). Fourth session 6 review.
 * regions:  R1 producer; see the expect line.
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: REFUSED [rewritable]
 */
#include <stdio.h>
#include <stdlib.h>
enum { N = 16 };
static void f(const double *restrict a, double *restrict out, int n)
{
  (void)n;
  double t[N] = {0};
#pragma omp target data map(to: a[0:N]) map(tofrom: out[0:N]) map(to: t[0:N])
  {
#pragma omp target teams distribute parallel for private(t)
    for (int i = 0; i < N; i++)
      t[i] = a[i] * 2 + 1;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] = t[i] + 1;
  }
}
int main(void){
  double a[N], o[N];
  for(int i=0;i<N;i++){a[i]=i*0.5;o[i]=0;}
  f(a,o,N);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g\n",s); return 0;}
