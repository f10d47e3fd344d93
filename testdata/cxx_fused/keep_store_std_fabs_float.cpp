// A keep-store pair whose first body calls `fabs` on a float: in C++ that
// is libstdc++'s inline `std::fabs(float)`, a body in <cmath>, which the
// library test took for a function of unknown effects (HeCBench easyWave's
// regions were refused for it, session 25). The flux the caller keeps is
// read by the second region at the point that stored it.
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void relax(float *__restrict h, float *__restrict flux, float *__restrict out, int n) {
#pragma omp target teams distribute parallel for map(tofrom: h[0:n], flux[0:n], out[0:n])
  for (int i = 0; i < n; i++)
    flux[i] = fabs(h[i] - 0.5f) * 0.25f;
#pragma omp target teams distribute parallel for map(tofrom: h[0:n], flux[0:n], out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = h[i] - flux[i];
}

int main() {
  const int n = 1000;
  float *h = static_cast<float *>(malloc(n * sizeof(float)));
  float *flux = static_cast<float *>(malloc(n * sizeof(float)));
  float *out = static_cast<float *>(malloc(n * sizeof(float)));
  for (int i = 0; i < n; i++)
    h[i] = float(i % 17) * 0.125f;
  relax(h, flux, out, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += double(out[i]) * (i % 5 + 1) + double(flux[i]);
  std::printf("%.9g\n", s);
  free(h);
  free(flux);
  free(out);
  return 0;
}
