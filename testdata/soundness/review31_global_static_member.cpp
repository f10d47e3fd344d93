/*
 * case:     review31_global_static_member
 * what:     A static data member in an anonymous namespace's class, read
 *           elsewhere as `p.work[3]`.
 * expect:   FUSED (keep-store), vertical REFUSED [temporary] static member of a class
 */
#include <cstdio>
#include <cstdlib>
#define N 1000
namespace {
struct Pool { static double work[N]; };
double Pool::work[N];
}
void smooth(const double *__restrict in, double *__restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    Pool::work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = Pool::work[i - 1] + 2.0 * Pool::work[i] + Pool::work[i + 1];
}
double peek() { Pool p; return p.work[3]; }
int main()
{
  int n = N;
  double *in = (double *)malloc(n * sizeof *in), *out = (double *)calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e %.15e\n", s, peek());
  return 0;
}
