/*
 * case:     bare_march_single_stencil
 * what:     One 3-D stencil region marched with its bare launch at any plane
 *           size (--schedule=all --march-min-plane=0): under host offload the
 *           CPU device must take the standard form (review 26).
 * fuse:     --schedule=all --march-min-plane=0
 * expect:   FUSED
 */
#include <stdio.h>

#define NK 7
#define NJ 9
#define NI 11

static void lap(const double a[NK][NJ][NI], double out[NK][NJ][NI])
{
#pragma omp target teams distribute parallel for collapse(3) map(to: a[0:NK]) map(tofrom: out[0:NK])
  for (int k = 1; k < NK - 1; k++)
    for (int j = 1; j < NJ - 1; j++)
      for (int i = 1; i < NI - 1; i++)
        out[k][j][i] = a[k - 1][j][i] + a[k + 1][j][i] + a[k][j - 1][i] + a[k][j + 1][i] +
                       a[k][j][i - 1] + a[k][j][i + 1] - 6.0 * a[k][j][i];
}

int main(void)
{
  static double a[NK][NJ][NI], out[NK][NJ][NI];
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      for (int i = 0; i < NI; i++)
        a[k][j][i] = (double)((k * 31 + j * 7 + i * 3) % 13) * 0.5;
  lap(a, out);
  double s = 0.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      for (int i = 0; i < NI; i++)
        s += out[k][j][i] * (double)(k + 2 * j + 3 * i + 1);
  printf("checksum %.17g\n", s);
  return 0;
}
