/*
 * case:     refuse_consumer_memset_input
 * what:     the consumer does `memset(&a[i + 1], ...)` on the producer's input before
 *           other iterations recompute from it (checksum 2720; fused 0 with one
 *           thread). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [no-alias]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double f(int n)
{
  double *a = (double *)malloc((size_t)(n+1) * sizeof(double));
  double *out = (double *)malloc((size_t)n * sizeof(double));
  for (int i = 0; i < n+1; i++) a[i] = i;
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n]) map(tofrom: a[0:n+1]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      out[i] = z[i];
      memset(&a[i + 1], 0, sizeof(double));
    }
  }
  double s = 0; for (int i = 0; i < n; i++) s += (out[i]+a[i]) * (i + 1);
  free(z); free(a); free(out);
  return s;
}
int main(void){
  printf("checksum %.17g\n", f(16)); return 0;}
