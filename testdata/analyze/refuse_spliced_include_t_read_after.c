/*
 * case:     refuse_spliced_include_t_read_after
 * what:     the regions' file is spliced in (#included inside the
 *           function), but t is read on the host after the consumer: the
 *           pair is refused for that, the regions are reported at their
 *           lines in the .inc file, and fuse gives back the file as it was,
 *           #include line and all.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes b), both
 *           in the .inc file.
 * expect:   R1 -> R2 via t: REFUSED [dead-after]
 */
#include <stdio.h>
#include <stdlib.h>

static double split(const double *restrict a, double *restrict b, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
  #include "refuse_spliced_include_t_read_after.inc"
  double last = t[n - 1];
  free(t);
  return last;
}

int main(void)
{
  double a[8], b[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  double last = split(a, b, 8);
  printf("checksum %g %g\n", b[3], last);
  return 0;
}
