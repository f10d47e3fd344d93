/*
 * ANALYZE_FUSE_DISAGREE (known: names taken for identity; the miscompile is now a rewrite refusal)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * The consumer loop variable m shadows the parameter m in the producer's
 * index x[i + m]. analyze: compute:25->29 vertical legal. fuse: "cannot
 * rewrite compute:25->29: the consumer declares its own `m`, which would
 * hide the one the producer's expression for `t` uses" (no rename).
 *
 *   build/tool/paracodex fuse fuzz/findings/shadowed_param_name.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/shadowed_param_name.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/shadowed_param_name.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: analyze and fuse agree (fused with a renamed loop variable, or refused by both)
 *   got: analyze legal, fuse leaves the file unchanged; output 3 4 5 either way
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n, int m)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n + 2]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = x[i + m];

#pragma omp target teams distribute parallel for
    for (int m = 0; m < n; m++)
      y[m] = t[m];
  }
  free(t);
}

int main(void)
{
  double x[5] = {1.0, 2.0, 3.0, 4.0, 5.0}, y[3] = {0.0, 0.0, 0.0};
  compute(x, y, 3, 2);
  printf("%g %g %g\n", y[0], y[1], y[2]);
  return 0;
}
