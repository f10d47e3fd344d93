/*
 * case:     review28_int_local_from_local_noshadow
 * what:     The same without shadowing: `int m = ii[i]; ... int k = m + 1;`
 *           was copied as `m + 1`, a name the consumer does not have; fuse
 *           stopped on its own check (exit 3) while analyze called the pair
 *           legal. (Review of session 28, h2b_int_after_if_noshadow.)
 * expect:   FUSED
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
      int m = ii[i];
      if (in[i] > 0.0)
        m = 5;
      int k = m + 1;
      t[i] = k;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) {
      out[i] = t[i - 1] + t[i + 1];
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
