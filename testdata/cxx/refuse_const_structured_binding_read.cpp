// Review 22 (session 22): a producer that reads through a const structured binding. analyze said fusable and fuse stopped with an internal error (the copy used the binding names undeclared). Structured bindings count as untraced stores now, so it is refused.
// producer reads through a const structured binding
#include <cstdio>
#include <cstdlib>
struct P { double x, y; };
static void f(const P *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      const auto &[x, y] = in[i];
      t[i] = x * y + 1.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
int main() {
  enum { N = 40 };
  P in[N]; double out[N] = {0};
  for (int i = 0; i < N; i++) { in[i].x = i % 7; in[i].y = (i * 3) % 5 + 0.5; }
  f(in, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i % 13 + 1);
  printf("checksum %.17g\n", s); return 0;
}
