// Review 22 (session 22): a const reference bound to a converted temporary, written through const_cast in the stored expression. analyze said fusable and fuse stopped with an internal error (the copy did not parse).
// producer: const long& bound to an int element (a temporary), written through const_cast
#include <cstdio>
#include <cstdlib>
static void f(const int *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      const long &v = in[i];
      t[i] = (const_cast<long &>(v) += 3, v) * 0.5;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
int main() {
  enum { N = 40 };
  int in[N]; double out[N] = {0};
  for (int i = 0; i < N; i++) in[i] = (i * 7) % 11;
  f(in, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i % 13 + 1);
  printf("checksum %.17g\n", s); return 0;
}
