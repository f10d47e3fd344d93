/*
 * case:     review37b_decltype_recomputed_read
 * what:     The second region asks `decltype((nf[i - 1]))` whether the read
 *           is an lvalue (it is: an element). A keep-store fusion that
 *           recomputed the read there would ask it of a prvalue copy of the
 *           value and take the other branch (review 37b, s33).
 * expect:   REFUSED [rewritable] is inside `decltype`
 */
#include <cstdio>
#include <vector>
#include <type_traits>
#pragma omp declare target
static double g(const double &x) { return x * 2.0; }
static double g(double &&x) { return x * 3.0; }
#pragma omp end declare target
static double sum(const double *a, int n) { double s = 0; for (int k = 0; k < n; k++) s += a[k] * (1 + k % 7); return s; }
void f(const double *__restrict a, double *__restrict nf, double *__restrict y, int n)
{
#pragma omp target data map(to: a[0:n]) map(tofrom: nf[0:n], y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      nf[i] = a[i] * a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      y[i] = (std::is_lvalue_reference<decltype((nf[i - 1]))>::value ? 10.0 : 20.0) + nf[i - 1];
  }
}
int main()
{
  int n = 1000;
  std::vector<double> a(n), nf(n, 0.5), y(n, 0.0);
  for (int k = 0; k < n; k++) a[k] = ((k * 37) % 101) / 101.0;
  f(a.data(), nf.data(), y.data(), n);
  std::printf("%.10f %.10f\n", sum(nf.data(), n), sum(y.data(), n));
  return 0;
}
