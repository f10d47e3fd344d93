/*
 * case:     refuse_host_write_struct_member_scalar
 * what:     the producer reads `p.c`; `p.c = 7.0` on the host between the regions
 *           assigns the struct (checksum 2856; fused 9656). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [nothing-between]
 */
#include <stdio.h>
#include <stdlib.h>
struct P { double c; int k; };
static double f(int n, struct P p)
{
  double *a = (double *)malloc((size_t)n * sizeof(double));
  double *out = (double *)malloc((size_t)n * sizeof(double));
  double *z = (double *)malloc((size_t)n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target data map(to: a[0:n]) map(from: out[0:n]) map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i] * p.c;
    p.c = 7.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1.0;
  }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i + 1);
  free(z); free(a); free(out);
  return s;
}
int main(void){
  struct P p = {2.0, 1};
  printf("checksum %.17g\n", f(16, p)); return 0;}
