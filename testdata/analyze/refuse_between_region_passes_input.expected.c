/*
 * case:     refuse_between_region_passes_input
 * what:     a region between calls the declare-target `poke(a, i)`, which writes the
 *           producer's local input (checksum 2856; fused 136). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R3 via z: REFUSED [nothing-between]
 * expect:   R2 + R3 horizontal: LEGAL (since session 29 `poke` is a helper
 *           that touches only the array it is handed, `a`, which R3 does
 *           not touch: one launch runs both)
 */
#include <stdio.h>
#include <stdlib.h>
#pragma omp declare target
static void poke(double *p, int i) { p[i] = 0.0; }
#pragma omp end declare target
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
    for (int i = 0; i < n; i++) {
      poke(a, i);
      out[i] = z[i] + 1;
    }
  }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i + 1);
  free(z); free(a); free(out);
  return s;
}
int main(void){
  printf("checksum %.17g\n", f(16)); return 0;}
