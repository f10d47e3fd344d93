/*
 * case:     review24_cxx_ref_scalar
 * what:     a C++ reference inside the first body stores into a mapped
 *           scalar the second body reads.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <cstdio>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
/* the first body writes the outer scalar `s` through a reference it declares */
void k(double *__restrict a, double *__restrict b, int n) {
  double s = 1.0;
#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
#pragma omp target teams distribute parallel for map(tofrom: s)
    for (int i = 0; i < n; i++) {
      a[i] = (double)i * 2.0;
      double &r = s;
      if (i == n - 1) r = 5.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] * s;
  }
  std::printf("s=%g ", s);
}
int main() { int n = 20000; double *a = new double[n], *b = new double[n];
  for (int i = 0; i < n; i++) { a[i] = i % 11; b[i] = 0; }
  k(a, b, n); std::printf("%.6f %.6f\n", cks(a, n), cks(b, n)); return 0; }
