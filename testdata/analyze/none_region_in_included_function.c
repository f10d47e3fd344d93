/*
 * case:     none_region_in_included_function
 * what:     the function holding both regions is defined in
 *           none_region_in_included_function.h, #included at file scope:
 *           paracodex analyses the functions of the file it is given, and
 *           this file has none with a target region (a file #included
 *           inside a function body is spliced in instead;
 *           vertical_spliced_include).
 * regions:  none in this file.
 * expect:   no candidate pair.
 */
#include <stdio.h>
#include <stdlib.h>

#include "none_region_in_included_function.h"

int main(void)
{
  double a[8], b[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  split(a, b, 8);
  printf("checksum %g\n", b[3]);
  return 0;
}
