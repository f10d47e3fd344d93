/*
 * case:   keep_review_march_cond_null_hoist (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-unconditional-reads] its body reads under a condition (`?:`, 
 */
/* Plane march hoists a read that the original only evaluates under a condition (p ? p[k]+p[k+1] : ...) with p == NULL: original prints 783328, rewritten segfaults (rc 139) loading p[k + 1][j][i] unconditionally.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_cond_null_hoist.c --schedule=all  -o /tmp/review_march/march_cond_null_hoist.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_cond_null_hoist.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_cond_null_hoist.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
double a[N][N][N], b[N][N][N];
int main(void) {
  double (*p)[N][N] = 0;
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = p ? p[k][j][i] + p[k+1][j][i] : a[k][j][i];
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%.17g\n", s);
  return 0;
}
