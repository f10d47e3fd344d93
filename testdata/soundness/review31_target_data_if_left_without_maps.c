/*
 * case:     review31_target_data_if_left_without_maps
 * what:     A `target data if(n > 0) map(alloc: t[0:n])` around the pair:
 *           removing the temporary's map left `target data if(...)`, which
 *           does not compile (fuse exit 3). The directive now goes when no map
 *           is left.
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>
void smooth(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof *t);
#pragma omp target data if(n > 0) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for map(to: in[0:n])
    for (int i = 0; i < n; i++)
      t[i] = in[i] * in[i];
#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  free(t);
}
int main(void)
{
  int n = 1000;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e\n", s);
  return 0;
}
