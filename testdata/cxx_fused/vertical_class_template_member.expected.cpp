// A pair in a member function of a class template (issue 28, point 5):
// each instantiation the program uses (Grid<float>, Grid<double>) is
// analysed; the pair is legal and one text in both, so the template's
// text is fused. The program prints the same.
#include <cstdio>
#include <cstdlib>

template <typename Real>
struct Grid {
  int n;
  void relax(const Real *__restrict in, Real *__restrict out) {
    const int m = n;
#pragma omp target data map(to: in[0:m]) map(from: out[0:m])
    {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < m - 1; i++)
        out[i] =
            in[i] + ((in[i + 1] - in[i]) - (in[(i - 1) + 1] - in[(i - 1)])) / 2;
    }
  }
};

int main() {
  const int n = 500;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 17) % 23);
    din[i] = (double)((i * 29) % 31) / 5.0;
  }
  Grid<float> g{n};
  g.relax(fin, fout);
  Grid<double> h{n};
  h.relax(din, dout);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 11) + dout[i] * (i % 5);
  printf("%.6f\n", c);
}
