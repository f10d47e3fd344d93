/*
 * repro: 'free' is recognised by name only (CallerTemporaries allowedUse: calleeName == "free").
 * acct::free(float*) (brought in by a using-declaration) reads the work array before releasing it.
 * original: sum 489 18
 * fused:    sum 489 0
 * The local-temporary rule has the same name-only free (w/myfree2.cpp: map(alloc), host-only well-defined: 18 vs 0).
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace acct {
static float total;
// releases a work array, accounting what was left in it
static void free(float *p) { total += p[0] + p[1]; std::free(p); }
}
using acct::free;

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

int main(void)
{
  enum { N = 100 };
  float *x = (float *)malloc(N * sizeof(float));
  float *tmp = (float *)calloc(N, sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, tmp, N);
  free(tmp);
  std::free(x);
  printf("sum %.9g %.9g\n", s, acct::total);
  return 0;
}
