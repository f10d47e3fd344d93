/*
 * false refusal, analyze and fuse agree (new; not a fuzz class)
 * Status: shown by the builds of 08:47 and 09:08.
 *
 * `#pragma omp target` directly followed by `#pragma omp teams distribute
 * parallel for` without braces: the loop bodies are taken for HOST code.
 * Refused with "`t` is used on the host at line 37, after the consumer"
 * (seven times), "`t` is written on the host at line 32, between the
 * producer and the consumer" and "line 32 ... may change `t`" -- lines 32
 * and 37 are the loop bodies of the two regions. The braced form
 * (`target { teams distribute parallel for ... }`) is fused. In the fuzz
 * runs no pair with this form was ever fused.
 *
 *   build/tool/paracodex fuse fuzz/findings/target_teams_nobrace_body_is_host.c --explain -o /tmp/fused.c -- -fopenmp
 *   build/tool/paracodex analyze fuzz/findings/target_teams_nobrace_body_is_host.c --format=json -- -fopenmp
 *   clang-19 -fopenmp fuzz/findings/target_teams_nobrace_body_is_host.c -o orig && ./orig
 *   clang-19 -fopenmp /tmp/fused.c -o fused && ./fused
 *
 * expected: fused (the pair is the legal stencil_1d_halo shape)
 *   got: refused with reasons naming the regions' own bodies as host code
 */
#include <stdio.h>
#include <stdlib.h>

void compute(const double *restrict x, double *restrict y, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n]) map(alloc: t[0:n])
  {
#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * x[i];

#pragma omp target
#pragma omp teams distribute parallel for
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
