// Review 22 (session 22): a `mutable` member stored through a const structured binding in a middle region. Taken as a read by 5c725a4, which fused it: checksum 136 where the original prints 3672.
// structured binding to const ref; mutable member written in a middle region
#include <cstdio>
#include <cstdlib>
struct S { double x; mutable double m; };
static void f(S *__restrict a, double *__restrict out, int n) {
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n]) map(tofrom: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i].m * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      const auto &[x, m] = a[i];
      m = 0.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1;
  }
  free(z);
}
int main() {
  enum { N = 16 };
  S a[N]; double out[N];
  for (int i = 0; i < N; i++) { a[i].x = i; a[i].m = i + 3; }
  f(a, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1) + a[i].m;
  printf("checksum %.17g\n", s); return 0;
}
