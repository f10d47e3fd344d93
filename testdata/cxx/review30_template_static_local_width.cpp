/*
 * Review 30 (issue 28 point 5, templates): a `static const int W = sizeof(T)` local sets the bounds and the shift: fused from `shift<float>`, the text held W = 4 for `shift<double>` too.
 * original 213581.000000, fused 214931.000000.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [every-instantiation]
 */
// static const local of a function template depending on T
#include <cstdio>
#include <cstdlib>

template <typename T>
static void shift(const T *__restrict in, T *__restrict out, int n) {
  static const int W = sizeof(T);
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - W; i++)
      t[i + W] = in[i] * 2;
#pragma omp target teams distribute parallel for
    for (int i = W; i < n; i++)
      out[i] = t[i] + 1;
  }
  free(t);
}

int main() {
  const int n = 200;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 37) % 101);
    din[i] = (double)((i * 53) % 97);
  }
  shift(fin, fout, n);
  shift(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13 + 1) + dout[i] * (i % 7 + 1);
  printf("%.6f\n", c);
}
