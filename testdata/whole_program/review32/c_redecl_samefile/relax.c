/* One file: `g` declared twice; relax is static, called as relax(g, w, g). */
#include <stdio.h>
#include <stdlib.h>
enum { N = 96 };
double g[N];

static void relax(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] + 0.25;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i] - 0.25 * (w[i - 1] + w[i + 1]);
}

static void step(double *p, double *w) { relax(p, w, g, N); }

double g[N];

int main(void)
{
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++)
    g[i] = (double)((i * 7) % 5) - 1.5;
  for (int s = 0; s < 3; s++)
    step(g, w);
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += g[i] * (double)(i + 3);
  printf("checksum %.17g\n", sum);
  return 0;
}
