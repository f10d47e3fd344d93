/*
 * case:     review31_global_static_member_through_this
 * what:     A static data member read elsewhere as `this->work[3]`.
 * expect:   REFUSED [temporary] static member of a class
 */
#include <cstdio>
#include <cstdlib>
#define N 1000
namespace {
struct Solver {
  static double *work;
  void smooth(const double *__restrict in, double *__restrict out, int n);
  double peek() { return this->work[3]; }
};
double *Solver::work;
}
void Solver::smooth(const double *__restrict in, double *__restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];
#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
int main()
{
  int n = N;
  double *in = (double *)malloc(n * sizeof *in), *out = (double *)calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  Solver::work = (double *)calloc(n, sizeof(double));
  Solver s0; s0.smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e %.15e\n", s, s0.peek());
  return 0;
}
