/*
 * case:   keep_review_march_sizeof_unevaluated (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-unconditional-reads] its body reads under a condition (`?:`, 
 */
/* Reads inside sizeof (unevaluated) are treated as cached reads and turned into real loads of p[k][j][i], p[k+1][j][i] with p == NULL. At -O1 the dead loads are removed (both print 66960); at -O0 the rewritten program segfaults. Undefined behaviour introduced; minor.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_sizeof_unevaluated.c --schedule=all  -o /tmp/review_march/march_sizeof_unevaluated.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_sizeof_unevaluated.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_sizeof_unevaluated.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
double a[N][N][N], b[N][N][N];
int main(void) {
  double (*p)[N][N] = 0; /* only ever used inside sizeof */
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[k][j][i] + sizeof(p[k][j][i]) + sizeof(p[k+1][j][i]);
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%.17g\n", s);
  return 0;
}
