/*
 * ANALYZE_FUSE_DISAGREE (known class "analyze-legal but fuse refuses"; analyze is wrong here)
 * Status: shown by the paracodex build of 08:47 (fuzz run 0:400); the build of
 *   09:08 no longer shows it: analyze refuses too: they agree.
 *
 * Inside a host loop, the region at line 27 reads t written by the producer
 * in the previous iteration: t is not dead after the consumer. analyze
 * says compute:32->36 legal (missed dead-after); fuse refuses only at the
 * rewrite: "cannot rewrite `compute`: `t` is still used at line 29".
 *
 *   build/tool/paracodex fuse fuzz/findings/host_loop_next_iteration.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/host_loop_next_iteration.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/host_loop_next_iteration.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: analyze refuses compute:32->36 (dead-after)
 *   got: analyze legal; fuse unchanged; program output 2 3 1 2
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, double *restrict z, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n], z[0:n]) map(alloc: t[0:n])
  {
    for (int it = 0; it < 2; it++) {
      if (it > 0) {
#pragma omp target teams distribute parallel for
        for (int i = 0; i < n; i++)
          z[i] = t[i];
      }

#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        t[i] = x[i] + it;

#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        y[i] = t[i];
    }
  }
  free(t);
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0}, z[2] = {0.0, 0.0};
  compute(x, y, z, 2);
  printf("%g %g %g %g\n", y[0], y[1], z[0], z[1]);
  return 0;
}
