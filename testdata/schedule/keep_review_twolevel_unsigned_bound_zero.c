/*
 * case:   keep_review_twolevel_unsigned_bound_zero (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [reduction-form] `i` or its bounds are not signed integer
 */
/* i < n with unsigned n == 0 (zero-trip). Rewrite computes (long long)(n - 1) = 4294967295, so it sums 2^32 terms reading a[] out of bounds: original prints 0, rewritten segfaults. Run with no arguments.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/twolevel_unsigned_bound_zero.c --schedule=all  -o /tmp/review_march/twolevel_unsigned_bound_zero.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/twolevel_unsigned_bound_zero.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/twolevel_unsigned_bound_zero.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  unsigned n = argc - 1; /* 0 when run without arguments */
  int *a = calloc(16, sizeof *a);
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[i] + 1;
  printf("%ld\n", s);
  return 0;
}
