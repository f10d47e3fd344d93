/*
 * case:     review31_template_forward_declared_parameter_name
 * what:     A function template declared with `U` and defined with `T`: the
 *           copy spelled `U` (fuse exit 3). Now spelled `T`.
 * expect:   FUSED
 */
#include <cstdio>
#include <cstdlib>
template <typename U> static void smooth(const U *__restrict in, U *__restrict out, int n);
int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 37) % 101) / 7.0f;
    din[i] = (double)((i * 53) % 97) / 3.0 + 0.1234567;
  }
  smooth(fin, fout, n);
  smooth(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13) + dout[i] * (i % 7);
  printf("%.15e\n", c);
}
template <typename T>
static void smooth(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      T v = in[i];
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
