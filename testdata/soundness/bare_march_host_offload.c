/*
 * case:     bare_march_host_offload
 * what:     A fused 3-D stencil whose plane has 516 x 516 >= 262144 points
 *           takes the marched bare launch (ompx_bare) by default. Under
 *           host offload (-fopenmp-targets=x86_64-pc-linux-gnu) target
 *           regions run on a CPU device: the bare form must not be taken
 *           there (review 26: it computed some columns only, and libomp
 *           warned "Cannot form a team with 2048 threads").
 * expect:   FUSED
 */
#include <stdio.h>
#include <stdlib.h>

#define NK 4
#define NJ 518
#define NI 518
#define IX(k, j, i) (((k) * NJ + (j)) * NI + (i))

static void smooth(const double *restrict a, double *restrict out)
{
  double *t = malloc(sizeof(double) * NK * NJ * NI);
#pragma omp target data map(to: a[0:NK * NJ * NI]) map(tofrom: out[0:NK * NJ * NI]) map(alloc: t[0:NK * NJ * NI])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        for (int i = 0; i < NI; i++)
          t[IX(k, j, i)] = 0.5 * a[IX(k, j, i)] + 1.0;
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < NK - 1; k++)
      for (int j = 1; j < NJ - 1; j++)
        for (int i = 1; i < NI - 1; i++)
          out[IX(k, j, i)] = t[IX(k - 1, j, i)] + t[IX(k + 1, j, i)] + 2.0 * t[IX(k, j, i)] +
                             t[IX(k, j - 1, i)] + t[IX(k, j, i + 1)];
  }
  free(t);
}

int main(void)
{
  double *a = malloc(sizeof(double) * NK * NJ * NI);
  double *out = calloc((size_t)NK * NJ * NI, sizeof(double));
  for (long p = 0; p < (long)NK * NJ * NI; p++)
    a[p] = (double)((p * 37) % 23) - 11.0;
  smooth(a, out);
  double s = 0.0;
  for (long p = 0; p < (long)NK * NJ * NI; p++)
    s += out[p] * (double)(p % 7 + 1);
  printf("checksum %.17g out[%d] %.17g\n", s, IX(2, 300, 400), out[IX(2, 300, 400)]);
  free(a);
  free(out);
  return 0;
}
