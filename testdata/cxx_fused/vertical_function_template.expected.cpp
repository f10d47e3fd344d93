// A pair in a function template (issue 28, point 5): analysed in each
// instantiation the file makes (float and double here), legal in both and
// one text for both, so the template's text is fused. The producer's local
// is updated by `*=` under an if, which the copy writes as a choice that
// converts to the local's type: spelled `T`, the template's parameter, not
// the `float` of the first instantiation. The program prints the same.
#include <cstdio>
#include <cstdlib>

template <typename T>
static void smooth(const T *__restrict in, T *__restrict out, int n) {
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] =
          ((((in[(i - 1)]) > 5) ? ((T)((in[(i - 1)]) * (3))) : (in[(i - 1)])) +
           in[(i - 1)] / 4) +
          ((((in[i]) > 5) ? ((T)((in[i]) * (3))) : (in[i])) + in[i] / 4) +
          ((((in[(i + 1)]) > 5) ? ((T)((in[(i + 1)]) * (3))) : (in[(i + 1)])) +
           in[(i + 1)] / 4);
  }
}

int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++) {
    fin[i] = (float)((i * 37) % 101) / 7.0f;
    din[i] = (double)((i * 53) % 97) / 3.0;
  }
  smooth(fin, fout, n);
  smooth(din, dout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13) + dout[i] * (i % 7);
  printf("%.6f\n", c);
}
