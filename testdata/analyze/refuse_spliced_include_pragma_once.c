/*
 * case:     refuse_spliced_include_pragma_once
 * what:     the regions' file is #included inside the function, but it
 *           says `#pragma once`: spliced into this file, the pragma would
 *           mean something else (a second #include of the file would no
 *           longer be skipped), so it is not spliced, and the pair stays in
 *           a file paracodex does not rewrite.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes b), both
 *           in the .inc file.
 * expect:   R1 -> R2 via t: REFUSED [main-file]
 */
#include <stdio.h>
#include <stdlib.h>

static void split(const double *restrict a, double *restrict b, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#include "refuse_spliced_include_pragma_once.inc"
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
