/*
 * MISMATCH (known: writes through *(a+i) are invisible)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: refused (no-alias: the consumer writes u).
 *
 * The consumer writes u through *(u + i); the producer reads u. With u[i] the
 * pair is refused ("the consumer writes `u`, which the producer reads");
 * with *(u + i) the write is not seen and the pair is fused: the inlined
 * 2.0 * u[i - 1] reads values the fused loop already overwrote.
 *
 *   build/tool/paracodex fuse fuzz/findings/ptrarith_write_invisible.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/ptrarith_write_invisible.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/ptrarith_write_invisible.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected (original): 1 2 4 6
 *   got (fused):      1 2 4 8   (OMP_NUM_THREADS=1; racy with more threads)
 */
#include <stdio.h>
#include <stdlib.h>

void compute(double *restrict u, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(tofrom: u[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * u[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      *(u + i) = t[i - 1];
  }
  free(t);
}

int main(void)
{
  double u[4] = {1.0, 2.0, 3.0, 4.0};
  compute(u, 4);
  printf("%g %g %g %g\n", u[0], u[1], u[2], u[3]);
  return 0;
}
