/*
 * case:     review37b_decltype_vertical_read
 * what:     review37b_decltype_recomputed_read with a temporary the
 *           function allocates: the inline fusion copied the value into
 *           `decltype((nf[i - 1]))` too, turning the lvalue test false
 *           (found beside review 37b; fused and wrong before session 37).
 * expect:   REFUSED [rewritable] is inside `decltype`
 */
#include <cstdio>
#include <cstdlib>
#include <type_traits>
static double sum(const double *a, int n) { double s = 0; for (int k = 0; k < n; k++) s += a[k] * (1 + k % 7); return s; }
static void f(const double *__restrict a, double *__restrict y, int n)
{
  double *nf = (double *)malloc(sizeof(double) * n);
#pragma omp target data map(to: a[0:n]) map(alloc: nf[0:n]) map(tofrom: y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      nf[i] = a[i] * a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n; i++)
      y[i] = (std::is_lvalue_reference<decltype((nf[i - 1]))>::value ? 10.0 : 20.0) + nf[i - 1];
  }
  free(nf);
}
int main()
{
  int n = 1000;
  double *a = (double *)malloc(sizeof(double) * n), *y = (double *)calloc(n, sizeof(double));
  for (int k = 0; k < n; k++) a[k] = (k % 13) * 0.1;
  f(a, y, n);
  printf("%.10f\n", sum(y, n));
}
