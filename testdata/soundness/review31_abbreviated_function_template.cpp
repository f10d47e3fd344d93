/*
 * case:     review31_abbreviated_function_template
 * what:     A C++20 abbreviated template, `f(const auto *in, auto *out, int
 *           n)`: the copy's cast was `(in : auto)(...)` (fuse exit 3). Its
 *           parameters have no name to write.
 * expect:   REFUSED [rewritable] comes from a template argument
 * std:      c++20
 */
#include <cstdio>
#include <cstdlib>
static void smooth(const auto *__restrict in, auto *__restrict out, int n) {
  using T = double;
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      auto v = in[i];
      if (v > 5)
        v *= 3.3;
      t[i] = v + in[i] / 4;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
  }
  free(t);
}
int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  for (int i = 0; i < n; i++)
    fin[i] = (float)((i * 37) % 101) / 7.0f + 0.01f;
  smooth(fin, fout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13);
  printf("%.15e\n", c);
}
