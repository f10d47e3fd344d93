#include <stdio.h>
#include <stdlib.h>
static void relax(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] + 0.25;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i] - 0.25 * (w[i - 1] + w[i + 1]);
}
double *keep;
static double *get(int n) { double *p = malloc(n * sizeof *p); keep = p; return p; }
int main(void)
{
  enum { N = 96 };
  double a[N], b[N], r = -1;
  double *w = get(N);
  for (int i = 0; i < N; i++) { a[i] = (double)i; b[i] = 0.0; }
  relax(a, w, b, N);
#pragma omp task shared(r)
  r = w[1];
#pragma omp taskwait
  printf("%g %g %g\n", b[3], keep[1], r);
  free(w);
  return 0;
}
