/*
 * case:   keep_review_march_cond_oob_guardpage (reviewer reproducer, session 7; before the fix the
 *         rewrite changed the output or did not parse, see below)
 * expect: KEPT [march-unconditional-reads] its body reads under a condition (`?:`, 
 */
/* Plane march loads a[k+1][j][i] every step although the original reads it only when k < N-1; with a guard page after a, original prints 2128896, rewritten segfaults at k = N-1.
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_cond_oob_guardpage.c --schedule=all  -o /tmp/review_march/march_cond_oob_guardpage.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_cond_oob_guardpage.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_cond_oob_guardpage.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#define N 8
/* the array `a` ends exactly at a page boundary followed by an inaccessible page */
int main(void) {
  long pg = sysconf(_SC_PAGESIZE);
  size_t bytes = sizeof(double[N][N][N]);
  size_t span = (bytes + pg - 1) / pg * pg;
  char *base = mmap(0, span + pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(base + span, pg, PROT_NONE);
  double (*a)[N][N] = (double (*)[N][N])(base + span - bytes);
  static double b[N][N][N];
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3) map(to: a[0:N]) map(tofrom: b)
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[k][j][i] + (k < N - 1 ? a[k+1][j][i] : 0.0);
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%.17g\n", s);
  return 0;
}
