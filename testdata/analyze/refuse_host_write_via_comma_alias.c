/*
 * case:     refuse_host_write_via_comma_alias
 * what:     `double *q = (0, a);` is another name for the local input `a`; `q[3] = 42`
 *           between the regions writes it (checksum 4236; fused 4548). Session 6
 *           review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [nothing-between]
 */
#include <stdio.h>
#include <stdlib.h>
static double f(int n)
{
  double *a = (double *)malloc((size_t)n * sizeof(double));
  double *out = (double *)malloc((size_t)n * sizeof(double));
  int zero = 0;
  double *q = (zero++, a);
  if (zero != 1)
    return 0.0;
  for (int i = 0; i < n; i++) a[i] = i;
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for map(to: a[0:n])
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
    q[3] = 42.0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: out[0:n])
    for (int i = 0; i < n; i++)
      out[i] = z[i] + a[i];
  }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i + 1);
  free(z); free(a); free(out);
  return s;
}
int main(void){
  printf("checksum %.17g\n", f(16)); return 0;}
