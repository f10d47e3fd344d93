/*
 * case:     vertical_spliced_include
 * what:     both regions come from vertical_spliced_include.inc, #included
 *           inside the function (HeCBench's lid-driven-cavity splices its
 *           kernels that way). The file is spliced in before the parse:
 *           the regions are reported at their lines in the .inc file, the
 *           pair is fused, and the fused region stands where the #include
 *           was (the .inc file is not touched).
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes b), both
 *           in the .inc file.
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <stdio.h>
#include <stdlib.h>

static void split(const double *restrict a, double *restrict b, int n)
{
/* The body of split() in vertical_spliced_include.c, spliced in by
   an #include inside the function. */
#pragma omp target teams distribute parallel for map(from: b[0:n]) map(to: a[0:n])
  for (int i = 0; i < n; i++)
    b[i] = (2.0 * a[i]) + 1.0;
}

int main(void)
{
  double a[8], b[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  split(a, b, 8);
  printf("checksum %g\n", b[3]);
  return 0;
}
