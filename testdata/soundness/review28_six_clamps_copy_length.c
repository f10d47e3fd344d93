/*
 * case:     review28_six_clamps_copy_length
 * what:     Six ifs that each lower one local: every if copies the local three
 *           times (condition and both arms), and clang-format's line breaker
 *           took more than 4 GB on the fused statement (fuse aborted, out of
 *           memory). The copies' length is bounded before the rewrite. (Review
 *           of session 28, c76_blowup_k6.)
 * expect:   REFUSED [rewritable] paracodex writes at most
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdbool.h>

void kern(const double *restrict in, const int *restrict ii, double *restrict out, int n, double lo, double hi)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n], ii[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i];
      if (v > 0.0)
        v = v - 1.5;
      if (v > 1.0)
        v = v - 1.5;
      if (v > 2.0)
        v = v - 1.5;
      if (v > 3.0)
        v = v - 1.5;
      if (v > 4.0)
        v = v - 1.5;
      if (v > 5.0)
        v = v - 1.5;
      t[i] = v;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) {
      out[i] = t[i - 1] + t[i] + t[i + 1];
    }
  }
  free(t);
}

int main(void)
{
  int n = 64;
  double *in = malloc(n * sizeof(double));
  int *ii = malloc(n * sizeof(int));
  double *out = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    in[i] = ((i * 37) % 23 - 11) * 13.7 + (i % 3) * 0.3;
    ii[i] = (int)((i * 2654435761u) % 100000u) - 50000;
    out[i] = 0;
  }
  kern(in, ii, out, n, -50.0, 60.0);
  for (int i = 0; i < n; i++)
    printf("%.17g\n", (double)out[i]);
  return 0;
}
