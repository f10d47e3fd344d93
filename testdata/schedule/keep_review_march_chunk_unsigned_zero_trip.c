/*
 * case:   keep_review_march_chunk_unsigned_zero_trip (reviewer reproducer, session 7; with --march-chunk=2 the
 *         rewrite used to hang: its run count wrapped)
 * expect: KEPT [march-signed] `k` or its bounds are not signed integer
 */
/* k < un with unsigned un == 0 (zero-trip k loop). --march-chunk=2 (and =1) emits pcx_run < ((un - 1) - (1)) / 2 + 1, i.e. ~2^31 runs per (j,i) (signed overflow of int pcx_run): original prints 0, rewritten hangs (killed by timeout 20).
 * Command: /tmp/pcx_review/paracodex fuse /tmp/review_march/march_chunk_unsigned_zero_trip.c --schedule=all --march-chunk=2 -o /tmp/review_march/march_chunk_unsigned_zero_trip.out.c -- -fopenmp && clang-19 -O1 -fopenmp /tmp/review_march/march_chunk_unsigned_zero_trip.c -o orig -lm && clang-19 -O1 -fopenmp /tmp/review_march/march_chunk_unsigned_zero_trip.out.c -o new -lm && OMP_NUM_THREADS=3 ./orig; OMP_NUM_THREADS=3 ./new
 */
#include <stdio.h>
#define N 8
double a[N][N][N], b[N][N][N];
struct P { int nz; } gp = { N - 1 };
int dims[3] = { N, N, N - 1 };
int main(int argc, char **argv) {
  unsigned un = argc - 1;
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = k*100+j*10+i;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 1; k < un; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        b[k][j][i] = a[k-1][j][i] + 2.0 * a[k][j][i] + a[k+1][j][i];
  double s = 0; for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += b[k][j][i]*(k+1);
  printf("%.17g\n", s);
  return 0;
}
