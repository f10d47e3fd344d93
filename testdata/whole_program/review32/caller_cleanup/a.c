#include <stdio.h>
#include <stdlib.h>
static void smooth(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] - 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (w[i - 1] + w[i + 1]) - w[i];
}
static void report(double (*w)[16]) { printf("w[1] at scope end = %g\n", (*w)[1]); }
int main(void)
{
  enum { N = 16 };
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  {
    double w[N] __attribute__((cleanup(report))) = {[0 ... N - 1] = 7.0};
#pragma omp target data map(from: w[0:N])
    smooth(a, w, b, N);
  }
  printf("b[3] = %g\n", b[3]);
  return 0;
}
