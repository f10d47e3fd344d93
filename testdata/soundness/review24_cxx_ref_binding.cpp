/*
 * case:     review24_cxx_ref_binding
 * what:     a C++ reference bound inside a body stores into the index
 *           variable.
 *           (Review of session 24, keep-store; fused, the output changed.)
 * expect:   UNCHANGED
 */
#include <cstdio>
#include <cstdlib>
static double cks(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * (double)(i % 7 + 1); return s; }
void k(double *__restrict a, double *__restrict b, int n) {
#pragma omp target data map(tofrom: a[0:n+1], b[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = (double)i * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      int kk = i;
      int &r = kk;
      r = i + 1;
      b[i] = a[kk] + 1.0;
    }
  }
}
int main() { int n = 20000; double *a = new double[n+1], *b = new double[n];
  for (int i = 0; i <= n; i++) a[i] = i % 11; for (int i = 0; i < n; i++) b[i] = 0;
  k(a, b, n); std::printf("%.6f %.6f\n", cks(a, n+1), cks(b, n)); return 0; }
