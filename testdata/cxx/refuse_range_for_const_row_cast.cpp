// Review 22 (session 22): a const_cast store through a range-for over a const row (its hidden range variable is a reference to const). Fused by 5c725a4: checksum 136 where the original prints 3128.
// range-for over a const 2-D row (hidden __range is a reference to const); body const_casts
#include <cstdio>
#include <cstdlib>
static void f(const double (*__restrict a)[4], double *__restrict out, int n) {
  double *z = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: z[0:n]) map(tofrom: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      z[i] = a[i][1] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      for (const double &e : a[i])
        const_cast<double &>(e) = 0.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = z[i] + 1;
  }
  free(z);
}
int main() {
  enum { N = 16 };
  double a[N][4]; double out[N];
  for (int i = 0; i < N; i++) for (int k = 0; k < 4; k++) a[i][k] = i + k;
  f(a, out, N);
  double s = 0; for (int i = 0; i < N; i++) s += out[i] * (i + 1) + a[i][1];
  printf("checksum %.17g\n", s); return 0;
}
