/*
 * case:     review31_template_loop_variable_member_typedef_no_global
 * what:     The same as review31_template_loop_variable_member_typedef without
 *           the global typedef: fuse exit 3.
 * expect:   REFUSED [every-instantiation] comes from a template argument
 */
#include <cstdio>
#include <cstdlib>
struct Wide { typedef long idx; };
template <typename Tr>
static void smooth(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (typename Tr::idx i = 0; i < n; i++)
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
  smooth<Wide>(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += dout[i] * (i % 7);
  printf("%.15e\n", c);
}
