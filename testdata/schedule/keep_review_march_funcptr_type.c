/*
 * case:   keep_review_march_funcptr_type (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-reuse] no value it reads is read again at anoth
 */
/* Element type of a cached column is a function pointer int (*)(int); register declaration 'int (*)(int) a_0_0_0, ...' does not parse. fuse exits rc=3 with 'internal error: the fused text does not parse' (original prints 1014).
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_funcptr_type.c --schedule=all  -o /tmp/review_march/march_funcptr_type.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_funcptr_type.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_funcptr_type.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
int f0(int x) { return x; }
int f1(int x) { return x + 1; }
int (*a[N][N][N])(int);
int b[N][N][N];
int main(void) {
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = (k*j+i)%3 ? f0 : f1;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[k-1][j][i] == a[k+1][j][i];
  long s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%ld\n", s);
  return 0;
}
