/*
 * Review 30 (issue 28 point 5, templates): a local of type `std::remove_const_t<T>`: the copy spelled libstdc++'s parameter `_Tp` (fuse exit 3, analyze said fusable).
 * fuse stopped: use of undeclared identifier '_Tp'.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [rewritable]
 */
// a local typed through std::remove_const_t<T>; converted by *=
#include <cstdio>
#include <cstdlib>
#include <type_traits>

template <typename T>
static void conv(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      std::remove_const_t<T> v = in[i];
      if (v > 5)
        v *= 3;
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
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 37) % 101) / 7.0f;
    din[i] = (double)((i * 53) % 97) / 3.0;
  }
  conv(fin, fout, n);
  conv(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13) + dout[i] * (i % 7);
  printf("%.6f\n", c);
}
