#include <stdlib.h>
void smooth(const double *in, double *w, double *out, int n) __asm__("smooth_impl");
void smooth(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] - 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (w[i - 1] + w[i + 1]) - w[i];
}
void run_steps(double *a, double *b, int n)
{
  double *w = malloc((size_t)n * sizeof *w);
  if (!w) return;
  smooth(a, w, b, n);
  free(w);
}
