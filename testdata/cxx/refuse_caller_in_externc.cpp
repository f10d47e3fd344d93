/*
 * repro: variant of repro_caller_in_namespace.cpp: the reading caller is in a externc scope, never visited
 * original: sum 489 25498
 * fused:    sum 489 489
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
extern "C" { static float report(const float *x, int n) {
  float *out = (float *)calloc(n, sizeof(float));
  float s = sum_abs(x, out, n);
  float t = 0; for (int i = 0; i < n; i++) t += out[i] * (i + 1);
  free(out);
  return s + t;
} }
int main(void)
{
  enum { N = 100 };
  float *x = (float *)malloc(N * sizeof(float));
  float *tmp = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, tmp, N);
  free(tmp);
  float r = report(x, N);
  free(x);
  printf("sum %.9g %.9g\n", s, r);
  return 0;
}
