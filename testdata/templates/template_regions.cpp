// Target regions inside a C++ function template that the file never
// instantiates: not analysed (its types are not known), and said so (issue
// 11: they used to be ignored without a word; issue 28: an instantiated
// template is analysed in each instantiation). The plain function below is
// analysed as usual.
#include <cstdlib>

template <typename T>
void scale_then_shift(const T *in, T *out, int n) {
  T *t = static_cast<T *>(std::malloc(n * sizeof(T)));
#pragma omp target teams distribute parallel for map(to : in[0:n]) map(from : t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 2 * in[i];
#pragma omp target teams distribute parallel for map(to : t[0:n]) map(from : out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = t[i] + 1;
  std::free(t);
}

void use(const double *in, double *out, int n) {
#pragma omp target teams distribute parallel for map(to : in[0:n]) map(from : out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = in[i] * 3;
}
