// Review 22 (session 22): a host scalar's mutable member changed between the regions through a const structured binding. Fused by 5c725a4: checksum 9656 where the original prints 2856.
// host scalar struct changed between the regions through a const structured binding (mutable member)
#include <cstdio>
#include <cstdlib>
struct C { mutable double k; };
static void f(const double *__restrict a, double *__restrict out, int n) {
  double *t = (double *)malloc((size_t)n * sizeof(double));
  C c = {2.0};
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * c.k;
    {
      const auto &[k] = c;
      k = 7.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] + 1;
  }
  free(t);
}
int main() {
  enum { N = 16 };
  double a[N]; double out[N];
  for (int i = 0; i < N; i++) a[i] = i;
  f(a, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1);
  printf("checksum %.17g\n", s); return 0;
}
