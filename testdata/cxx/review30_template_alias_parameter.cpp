/*
 * Review 30 (issue 28 point 5, templates): a local of type `Same<T>` (an alias template): the copy spelled the alias's parameter `U`, another parameter of this template.
 * original 677891.875000, fused 672629.375000.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [rewritable]
 */
// a local typed through an alias template whose parameter is named like the function's other parameter
#include <cstdio>
#include <cstdlib>

template <class U> using Same = U;

template <typename T, typename U>
static void conv(const T *__restrict in, T *__restrict out, int n, U scale) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      Same<T> v = in[i];
      if (v > 5)
        v *= 3;
      t[i] = v + in[i] / 4;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (t[i - 1] + t[i] + t[i + 1]) * scale;
  }
  free(t);
}

int main() {
  const int n = 1000;
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++)
    din[i] = (double)((i * 53) % 97) / 4.0;
  conv(din, dout, n, 2);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += dout[i] * (i % 7);
  printf("%.6f\n", c);
}
