/*
 * case:     review31_template_member_typedef_argument_declared_later
 * what:     The same with the argument class declared after the template: the
 *           fused text did not compile (fuse exit 3).
 * expect:   REFUSED [rewritable] comes from a template argument
 */
#include <cstdio>
#include <cstdlib>

template <typename T, typename Tr>
static void conv(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      typename Tr::real v = in[i];
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
struct L { using real = double; };
int main() {

  const int n = 1000;
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++)
    din[i] = (double)((i * 53) % 97) / 3.0 + 0.1234567;
  conv<double, L>(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += dout[i] * (i % 7);
  printf("%.15e\n", c);
}
