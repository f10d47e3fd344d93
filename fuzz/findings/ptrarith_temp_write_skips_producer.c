/*
 * ANALYZE_FUSE_DISAGREE (the *(a+i) bug seen by analyze; fuzz seed 263 of 0:400)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: refused by analyze and fuse.
 *
 * The real producer (line 31) writes t through *(t + i), which the model does
 * not see. analyze pairs the initialising region (line 27) with the consumer
 * (line 35): "compute:27->35 vertical legal", and calls 27+31 and 31+35
 * legal horizontal pairs. Fusing 27->35 would make y[i] = -1.0. fuse merges
 * 31+35 horizontally (equal output, the write and the read are at one
 * point), then refuses 27->35 only at the rewrite: "cannot rewrite
 * `compute`: `t` is still used at line 33".
 *
 *   build/tool/paracodex fuse fuzz/findings/ptrarith_temp_write_skips_producer.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/ptrarith_temp_write_skips_producer.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/ptrarith_temp_write_skips_producer.c -o orig && ./orig
 *
 * expected: analyze sees the write through *(t + i) (no 27->35 candidate)
 *   got: analyze legal 27->35; output 2 4 before and after fusing
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = -1.0;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      *(t + i) = 2.0 * x[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t[i];
  }
  free(t);
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0};
  compute(x, y, 2);
  printf("%g %g\n", y[0], y[1]);
  return 0;
}
