/*
 * case:   keep_review_march_unsigned_shift_wrap (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-signed] `k` or its bounds are not signed integer
 */
/* unsigned k, reads a[(long)k + 0] and a[(long)k + 3]; the gap plane 2 is loaded as a[(long)(k - 1) + 3] at k == 0, and k - 1 wraps to 4294967295 in unsigned: original prints 3019008, rewritten segfaults.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_unsigned_shift_wrap.c --schedule=all  -o /tmp/review_march/march_unsigned_shift_wrap.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_unsigned_shift_wrap.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_unsigned_shift_wrap.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
double a[N + 3][N][N], b[N][N][N];
int main(void) {
  for (int k = 0; k < N + 3; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3)
  for (unsigned k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[(long)k + 0][j][i] + a[(long)k + 3][j][i];
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%.17g\n", s);
  return 0;
}
