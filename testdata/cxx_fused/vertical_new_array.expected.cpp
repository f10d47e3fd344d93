/*
 * case:     vertical_new_array
 * what:     a C++ work array from `new double[n]`, freed by `delete[]`: a
 *           temporary like a malloc. Fused inline; `new` and `delete[]` go.
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <cstdio>

static double smooth(const double *__restrict in, double *__restrict out, int n)
{
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (0.5 * in[(i - 1)] + 1.0) + 2.0 * (0.5 * in[i] + 1.0) +
               (0.5 * in[(i + 1)] + 1.0);
  }
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += out[i] * (i + 1);
  return s;
}

int main()
{
  const int N = 64;
  double in[N], out[N];
  for (int i = 0; i < N; i++) {
    in[i] = (double)((i * 37) % 11) - 4.0;
    out[i] = 0.0;
  }
  std::printf("checksum %.17g\n", smooth(in, out, N));
  return 0;
}
