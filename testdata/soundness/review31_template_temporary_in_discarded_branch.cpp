/*
 * case:     review31_template_temporary_in_discarded_branch
 * what:     Host code uses the temporary in an `if constexpr` branch the only
 *           instantiation discards: the fusion deleted `t`, and the template's
 *           text no longer compiled (fuse exit 3).
 * expect:   REFUSED [every-instantiation] discarded `if constexpr` branch
 */
#include <cstdio>
#include <cstdlib>
#include <type_traits>
template <typename T>
static void smooth(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * 2;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i + 1];
  }
  if constexpr (std::is_same_v<T, float>)
    printf("debug %p\n", (void *)t);
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
