// Functions the model used to skip without a word (issue 28, point 5): one
// in a namespace, one a member function defined in its class body. Each
// pair is analysed and fused like a pair in a plain function; the program
// prints the same.
#include <cstdio>
#include <cstdlib>
namespace kernels {
static void step(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
} // namespace kernels
struct Solver {
  int n;
  void run(const double *__restrict in, double *__restrict out) {
    const int m = n;
    double *t = (double *)malloc(m * sizeof(double));
#pragma omp target data map(to: in[0:m]) map(from: out[0:m]) map(alloc: t[0:m])
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < m; i++)
        t[i] = in[i] + 3.0;
#pragma omp target teams distribute parallel for
      for (int i = 0; i < m; i++)
        out[i] = t[i] * t[i];
    }
    free(t);
  }
};
int main() {
  double in[100], out[100] = {0}, out2[100] = {0};
  for (int i = 0; i < 100; i++) in[i] = i % 7;
  kernels::step(in, out, 100);
  Solver s{100};
  s.run(in, out2);
  double c = 0;
  for (int i = 0; i < 100; i++) c += out[i] * (i + 1) + out2[i] * (i % 5);
  printf("%.6f\n", c);
}
