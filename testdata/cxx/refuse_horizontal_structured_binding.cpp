// Review 22 (session 22): a horizontal pair where one region clears a mutable member through a const structured binding that the other reads. Fused by 5c725a4: checksum 26016 where the original prints 2080.
// horizontal: region A clears a[i].m through a const structured binding (mutable), region B reads a[n-1-i].m
#include <cstdio>
#include <cstdlib>
struct S { double x; mutable double m; };
static void f(S *__restrict a, double *__restrict out, int n) {
#pragma omp target data map(tofrom: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      const auto &[x, m] = a[i];
      m = 0.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = a[n - 1 - i].m + 1.0;
  }
}
int main() {
  enum { N = 64 };
  S a[N]; double out[N];
  for (int i = 0; i < N; i++) { a[i].x = i; a[i].m = i + 3; }
  f(a, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1) + a[i].m;
  printf("checksum %.17g\n", s); return 0;
}
