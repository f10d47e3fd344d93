// Review 22 (session 22): a producer local written through a reference cast inside the stored expression; the copy turned it into a store to the producer's input and a race. Fused before session 22: checksum 3883 where the original prints 3620.
// producer: plain value local written through a C-style reference cast inside the stored expression
#include <cstdio>
#include <cstdlib>
static void f(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i];
      t[i] = ((double &)v += 1.0, v);
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
int main() {
  enum { N = 40 };
  double in[N]; double out[N] = {0};
  for (int i = 0; i < N; i++) in[i] = (i * 7) % 11 + 0.75;
  f(in, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i % 13 + 1);
  printf("checksum %.17g\n", s); return 0;
}
