/*
 * case:     review31_template_outofline_member_parameter_name_no_global
 * what:     The same without the global `T`: the fused text did not compile
 *           (fuse exit 3). Now spelled `Real`.
 * expect:   FUSED
 */
#include <cstdio>
#include <cstdlib>
template <typename T> struct Grid {
  int n;
  void smooth(const T *__restrict in, T *__restrict out);
};
template <typename Real>
void Grid<Real>::smooth(const Real *__restrict in, Real *__restrict out) {
  const int m = n;
  Real *t = (Real *)malloc(m * sizeof(Real));
#pragma omp target data map(to: in[0:m]) map(from: out[0:m]) map(alloc: t[0:m])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < m; i++) {
      Real v = in[i];
      if (v > 5)
        v *= 3.3;
      t[i] = v + in[i] / 4;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < m - 1; i++)
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
    din[i] = (double)((i * 53) % 97) / 3.0 + 0.1234567;
  }
  Grid<float> a{n};
  a.smooth(fin, fout);
  Grid<double> b{n};
  b.smooth(din, dout);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13) + dout[i] * (i % 7);
  printf("%.15e\n", c);
}
