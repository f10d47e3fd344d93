/*
 * case:     review31_loop_variable_namespace_typedef
 * what:     `for (wide::idx i ...)` in an ordinary function: the copy spelled
 *           `(idx)`, a global typedef of another type. A typedef its bare name
 *           does not reach is now spelled in its canonical type.
 * expect:   FUSED
 */
#include <cstdio>
#include <cstdlib>
typedef bool idx; // an unrelated global type named like the loop variable's typedef
namespace wide { typedef long idx; }
static void smooth(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (wide::idx i = 0; i < n; i++)
      t[i] = in[i] * 2;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  free(t);
}
int main() {
  const int n = 1000;
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++)
    din[i] = (double)((i * 53) % 97) / 3.0;
  smooth(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += dout[i] * (i % 7);
  printf("%.15e\n", c);
}
