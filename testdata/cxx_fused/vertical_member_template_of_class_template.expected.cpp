// Review 30 (issue 28 point 5): a member function template of a class
// template, instantiated as Solver<float>::run<float> and
// Solver<double>::run<double>. The first version skipped it without a word
// (its template is only declared in the class's instantiation); now
// analysed and fused, the copy's cast spelled `R`. The program prints the same.
#include <cstdio>
#include <cstdlib>

template <typename R>
struct Solver {
  int n;
  template <typename S>
  void run(const S *__restrict in, R *__restrict out) {
    const int m = n;
#pragma omp target data map(to: in[0:m]) map(from: out[0:m])
    {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < m - 1; i++)
        out[i] = ((((in[(i - 1)]) > 5) ? ((R)((in[(i - 1)]) * (3)))
                                       : (in[(i - 1)])) +
                  in[(i - 1)]) +
                 ((((in[i]) > 5) ? ((R)((in[i]) * (3))) : (in[i])) + in[i]) +
                 ((((in[(i + 1)]) > 5) ? ((R)((in[(i + 1)]) * (3)))
                                       : (in[(i + 1)])) +
                  in[(i + 1)]);
    }
  }
};

int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 37) % 101) / 7.0f;
    din[i] = (double)((i * 53) % 97) / 3.0;
  }
  Solver<float> a{n};
  a.run(fin, fout);
  Solver<double> b{n};
  b.run(din, dout);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13) + dout[i] * (i % 7);
  printf("%.6f\n", c);
}
