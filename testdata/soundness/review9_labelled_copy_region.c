/*
 * case:   review9_labelled_copy_region
 * what:   Review (session 9): the second region carries a `goto` label; the
 *         merged text would drop it. Refused (testdata/launch's
 *         keep_review_labelled_region until session 24: a labelled region
 *         is no statement of a block, so no copy chain or pair forms).
 * expect: REFUSED [same-block] are not statements of the same block
 */
#include <stdio.h>
int main(int argc, char **argv)
{
  double a[32];
  for (int i = 0; i < 32; i++)
    a[i] = (double)(i * i % 29);
  if (argc > 1) goto skip;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 4; i++)
    a[i] = a[i + 8];
skip:
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 4; i++)
    a[i + 20] = a[i];
  double h = 0;
  for (int i = 0; i < 32; i++) h += a[i] * (i % 7 + 1);
  printf("%.17g\n", h);
  return 0;
}
