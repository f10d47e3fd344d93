// Two overloads of one name, one with a chain of three regions: the plan's
// rounds compose each function on its own. Until session 23 the plan knew
// functions by their name, took the float overload's composed model for
// the double one's, and analyze called the chain's second pair refused
// (fused-first, "the pair is gone") while fuse fused it.
#include <cstdio>
#include <cstdlib>
static void step(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  double *u = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n], u[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      u[i] = t[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = u[i - 1] + u[i + 1];
  }
  free(t);
  free(u);
}
static void step(const float *__restrict in, float *__restrict out, int n) {
  float *t = (float *)malloc(n * sizeof(float));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = in[i] * 3.0f;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * t[i];
  }
  free(t);
}
int main() {
  double in[100], out[100] = {0};
  float fin[100], fout[100] = {0};
  for (int i = 0; i < 100; i++) { in[i] = i % 7; fin[i] = i % 5; }
  step(in, out, 100);
  step(fin, fout, 100);
  double c = 0;
  for (int i = 0; i < 100; i++) c += out[i] * (i + 1) + fout[i] * (i % 5);
  printf("%.6f\n", c);
}
