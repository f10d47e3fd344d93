/*
 * case:     refuse_between_region_memset
 * what:     a region between does `memset(&a[i], 0, 8)` on the producer's local input
 *           (checksum 2856; fused 136). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R3 via z: REFUSED [nothing-between]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double f(int n)
{
  double *a = (double *)malloc((size_t)n * sizeof(double));
  double *out = (double *)malloc((size_t)n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      memset(&a[i], 0, sizeof(double));
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1;
  }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i + 1);
  free(z); free(a); free(out);
  return s;
}
int main(void){
  printf("checksum %.17g\n", f(16)); return 0;}
