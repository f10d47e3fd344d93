/*
 * case:     vertical_wide_loop_variable
 * what:     the producer's loop variable is `long i`, the consumer's `int i`:
 *           the copied `(double)(i * 1000000000)` must compute in the
 *           producer's `long` (it overflowed in `int` before the session 6
 *           review: checksum 2720000002720 became 74300148384). The fused
 *           copy converts the consumer's `i` to `long`.
 * regions:  R1 producer (writes z), R2 consumer (reads z).
 * expect:   R1 -> R2 via z: LEGAL
 * strategy: inline, `i` as `((long)i)` in the copy.
 */
#include <stdio.h>
#include <stdlib.h>
static void f(const double *restrict a, double *restrict out, int n)
{
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(tofrom: out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (long i = 0; i < n; i++)
      z[i] = a[i] + (double)(i * 1000000000);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] * 2.0;
  }
  free(z);
}
int main(void){
  enum{N=16}; double a[N],o[N];
  for(int i=0;i<N;i++){a[i]=i;o[i]=0;}
  f(a,o,N);
  double s=0; for(int i=0;i<N;i++) s+=o[i]*(i+1);
  printf("checksum %.17g\n",s); return 0;}
