/*
 * repro: caller-allocated work array, caller in a C++ namespace (CallSites.cpp allCallsOf only walks
 * top-level FunctionDecls of the TU: bodies in namespaces, classes, templates, extern "C" {} are never seen).
 * helper::report() passes calloc'ed `out` as tmp and reads it afterwards; only main's call is checked.
 * original: sum 489 25498
 * fused:    sum 489 489
 * Same with a class method (repro_caller_in_class.cpp), a function template (repro_caller_in_tmpl.cpp),
 * extern "C" { } block (repro_caller_in_externc.cpp). CallSiteAliasing uses allCallsOf too.
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>

static float sum_abs(const float *__restrict x, float *__restrict tmp, int n)
{
  float s = 0.0f;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: tmp[0:n])
  for (int i = 0; i < n; i++)
    tmp[i] = fabsf(x[i]);
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) map(to: tmp[0:n])
  for (int i = 0; i < n; i++)
    s += tmp[i];
  return s;
}

namespace helper {
float report(const float *x, int n) {
  float *out = (float *)calloc(n, sizeof(float));
  float s = sum_abs(x, out, n);
  float t = 0; for (int i = 0; i < n; i++) t += out[i] * (i + 1);
  free(out);
  return s + t;
}
}

int main(void)
{
  enum { N = 100 };
  float *x = (float *)malloc(N * sizeof(float));
  float *tmp = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, tmp, N);
  free(tmp);
  float r = helper::report(x, N);
  free(x);
  printf("sum %.9g %.9g\n", s, r);
  return 0;
}
