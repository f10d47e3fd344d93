// A producer that reads its input through a reference to const
// (`const double &v = in[k];`): the reference only reads, so the pair is
// fused and `v` becomes the element it names (session 22; before, the
// binding counted as a store through an untraced pointer and the pair was
// refused as "the producer also writes `in`").
#include <cstdio>
#include <cstdlib>

static void smooth(const double *__restrict in, double *__restrict out, int nx, int ny) {
  const size_t n = size_t(nx) * ny;
  double *t = static_cast<double *>(malloc(n * sizeof(double)));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 0; j < ny; j++)
      for (int i = 0; i < nx; i++) {
        const double &v = in[j * nx + i];
        t[j * nx + i] = v * v + 1.0;
      }
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 1; j < ny - 1; j++)
      for (int i = 0; i < nx; i++)
        out[j * nx + i] = t[(j - 1) * nx + i] + t[(j + 1) * nx + i];
  }
  free(t);
}

int main() {
  int nx = 37, ny = 23;
  size_t n = size_t(nx) * ny;
  double *in = static_cast<double *>(malloc(n * sizeof(double)));
  double *out = static_cast<double *>(calloc(n, sizeof(double)));
  for (size_t k = 0; k < n; k++)
    in[k] = double((k * 7919) % 101) / 7.0;
  smooth(in, out, nx, ny);
  double s = 0;
  for (size_t k = 0; k < n; k++)
    s += out[k] * double(k % 13 + 1);
  printf("%.12e\n", s);
  free(in);
  free(out);
  return 0;
}
