/*
 * case:     refuse_spliced_include_hidden_once
 * what:     the regions' file is #included inside the function and says
 *           `#pragma once` behind an empty block comment on its line (review of
 *           session 26, r11): any `once` in the file's code keeps it from
 *           being spliced, so the pair stays in a file paracodex does not
 *           rewrite.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes b), both
 *           in the .inc file.
 * expect:   R1 -> R2 via t: REFUSED [main-file]
 */
#include <stdio.h>
#include <stdlib.h>

static void split(const double *restrict a, double *restrict b, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#include "refuse_spliced_include_hidden_once.inc"
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
