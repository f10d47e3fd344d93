#include <stdio.h>
void run_steps(double *a, double *b, int n);
void smooth_impl(const double *in, double *w, double *out, int n);
int main(void)
{
  enum { N = 16 };
  double a[N], b[N], w[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; w[i] = 7; }
  run_steps(a, b, N);
  #pragma omp target data map(from: w[0:N])
  smooth_impl(a, w, b, N);
  printf("w[3] = %g b[3] = %g\n", w[3], b[3]);
  return 0;
}
