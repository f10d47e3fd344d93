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
  double *t = (double *)malloc((size_t)n * sizeof(double));
#include "vertical_spliced_include.inc"
  free(t);
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
