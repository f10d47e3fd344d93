/*
 * ANALYZE_FUSE_DISAGREE (new)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * analyze: compute:26->30 horizontal legal, compute:30->34 vertical legal.
 * fuse first merges 26+30 horizontally; the merged region also writes t2,
 * so compute:30->34 is then neither fused nor mentioned (even with --explain).
 * Output stays correct; the legal vertical fusion is lost silently.
 *
 *   build/tool/paracodex fuse fuzz/findings/horizontal_first_blocks_vertical.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/horizontal_first_blocks_vertical.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/horizontal_first_blocks_vertical.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: both fusions applied, or fuse says why compute:30->34 was dropped
 *   got: one fusion (horizontal), no remark for compute:30->34
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  double *t2 = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n], t2[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t2[i] = -1.0;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      t2[i] = t[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = t2[i];
  }
  free(t);
  free(t2);
}

int main(void)
{
  double x[2] = {1.0, 2.0}, y[2] = {0.0, 0.0};
  compute(x, y, 2);
  printf("%g %g\n", y[0], y[1]);
  return 0;
}
