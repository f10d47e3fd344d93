/*
 * case:     review29_pure_extern_write
 * what:     A "pure" function (numbers in, a number out) wrote the global `gs`
 *           through a block-scope `extern` declaration (202, fused 400). Older
 *           than session 29: whyNotOwnVariable took the extern for a local.
 *           (Review of session 29, r29_pure_extern_write.)
 * expect:   REFUSED [no-alias] which may change `p`
 */
#include <stdio.h>
#include <stdlib.h>

double gs = 1.0;

static double twice(double v)
{
  extern double gs;
  gs = v;
  return 2.0 * v;
}

void compute(int n, double *p, double *res)
{
  double *t = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: p[0:n]) map(alloc: t[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 2.0 * p[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      out[k] = twice(100.0 + k);
      out[k] += t[k];
    }
  }
  for (int i = 0; i < n; i++)
    res[i] = out[i];
  free(out);
  free(t);
}

int main(void)
{
  double res[1];
  compute(1, &gs, res);
  printf("checksum %.6f gs %.6f\n", res[0], gs);
  return 0;
}
