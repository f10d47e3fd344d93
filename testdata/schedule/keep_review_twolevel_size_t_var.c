/*
 * case:   keep_review_twolevel_size_t_var (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [reduction-form] `i` or its bounds are not signed integer
 */
/* size_t loop variable: the 64-bit path substitutes (pcx_i) of type long long, so (i - 3 > 1000) no longer wraps for i < 3. Integer sum: original prints 3, rewritten prints 0.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/twolevel_size_t_var.c --schedule=all  -o /tmp/review_march/twolevel_size_t_var.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/twolevel_size_t_var.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/twolevel_size_t_var.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#include <stddef.h>
int main(void) {
  size_t n = 100;
  unsigned long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (size_t i = 0; i < n; i++)
    s += (i - 3 > 1000);
  printf("%lu\n", s);
  return 0;
}
