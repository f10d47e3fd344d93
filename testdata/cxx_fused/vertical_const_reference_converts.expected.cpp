// Review 22 (session 22): a const int reference bound to a double element binds a converted copy; the fused copy must truncate as the binding did (5c725a4 dropped the conversion: checksum 1538 where the original prints 1334).
// producer: const int& bound to a double element (binds a converted temporary)
#include <cstdio>
#include <cstdlib>
static void f(const double *__restrict in, double *__restrict out, int n) {
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (((int)(in[(i - 1)])) * 0.5) + (((int)(in[(i + 1)])) * 0.5);
  }
}
int main() {
  enum { N = 40 };
  double in[N]; double out[N] = {0};
  for (int i = 0; i < N; i++) in[i] = (i * 7) % 11 + 0.75;
  f(in, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i % 13 + 1);
  printf("checksum %.17g\n", s); return 0;
}
