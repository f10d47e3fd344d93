/*
 * case:     refuse_host_write_via_array_address
 * what:     `double (*pa)[n] = &a;` for a stack array; `(*pa)[3] = 42` between the
 *           regions writes it (checksum 4236; fused 4548). Session 6 review.
 * regions:  see the expect line; R1 is the producer.
 * expect:   R1 -> R2 via z: REFUSED [nothing-between]
 */
#include <stdio.h>
#include <stdlib.h>
static double f(void)
{
  enum { n = 16 };
  double a[n], out[n];
  double z[n];
  double (*pa)[n] = &a;
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target data map(alloc: z[0:n])
  {
#pragma omp target teams distribute parallel for map(to: a[0:n])
    for (int i = 0; i < n; i++)
      z[i] = a[i] * 2.0;
    (*pa)[3] = 42.0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: out[0:n])
    for (int i = 0; i < n; i++)
      out[i] = z[i] + a[i];
  }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i + 1);
  return s;
}
int main(void){
  printf("checksum %.17g\n", f()); return 0;}
