/*
 * case:   keep_review_march_body_local_subscript (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-reuse] no value it reads is read again at anoth
 */
/* A cached read's subscript uses a body-local scalar (jj); the plane loads are emitted above the body's declaration, so they use the OUTER jj (=0). Original prints '6868512 0', rewritten prints '6505632 0' (without an outer jj fuse fails with an internal parse error).
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_body_local_subscript.c --schedule=all  -o /tmp/review_march/march_body_local_subscript.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_body_local_subscript.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_body_local_subscript.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
double a[N][N][N], b[N][N][N];
int main(void) {
  int jj = 0;
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++) {
        int jj = N - 1 - j;
        b[k][j][i] = a[k-1][jj][i] + a[k+1][jj][i];
      }
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1)*(j+1);
  printf("%.17g %d\n", s, jj);
  return 0;
}
