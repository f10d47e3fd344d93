/*
 * case:     review28_local_chain_copy_length
 * what:     Ten chained locals, each using the one before twice, with no if:
 *           the copy doubles with each one (fuse crashed before the bound).
 *           (Review of session 28, c78_chain_noif.)
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
      double a0 = in[i];
      double a1 = a0 * 0.5 + a0;
      double a2 = a1 * 0.5 + a1;
      double a3 = a2 * 0.5 + a2;
      double a4 = a3 * 0.5 + a3;
      double a5 = a4 * 0.5 + a4;
      double a6 = a5 * 0.5 + a5;
      double a7 = a6 * 0.5 + a6;
      double a8 = a7 * 0.5 + a7;
      double a9 = a8 * 0.5 + a8;
      double a10 = a9 * 0.5 + a9;
      t[i] = a10;
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
