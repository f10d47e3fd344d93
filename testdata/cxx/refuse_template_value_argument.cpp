/*
 * A function template whose regions take a template argument as a value
 * (issue 28, point 5): the model of `blur<3>` folds `W` to 3 into the
 * bounds and tests it writes, which would then hold for `blur<5>` too. The
 * pair is refused (rule every-instantiation).
 *
 * expect: R1 -> R2 via t: REFUSED [every-instantiation]
 */
#include <cstdio>
#include <cstdlib>

template <int W>
static void blur(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - W; i++)
      t[i] = in[i + W] - in[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - W; i++)
      out[i] = t[i] * W;
  }
  free(t);
}

int main() {
  const int n = 100;
  double in[n], out[n] = {0};
  for (int i = 0; i < n; i++)
    in[i] = i % 9;
  blur<3>(in, out, n);
  printf("%.3f\n", out[4] + out[50]);
}
