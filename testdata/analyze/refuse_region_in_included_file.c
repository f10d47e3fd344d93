/*
 * case:     refuse_region_in_included_file
 * what:     both regions come from refuse_region_in_included_file.inc,
 *           #included inside the function (some real code splices kernels
 *           in that way). They are reported at their lines in the .inc
 *           file (they were all reported at line 1 of this file), ordered
 *           by the #include line, and not fused: paracodex rewrites only
 *           the file it is given.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes b), both
 *           in the .inc file.
 * expect:   R1 -> R2 via t: REFUSED [main-file]
 */
#include <stdio.h>
#include <stdlib.h>

static void split(const double *restrict a, double *restrict b, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#include "refuse_region_in_included_file.inc"
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
