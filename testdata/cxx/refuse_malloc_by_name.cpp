/*
 * repro: 'malloc' is recognised by name only (allocationByName): pool::malloc returns a global arena,
 * so tmp is not fresh; main reads pool::arena after the call.
 * original: sum 489 25009
 * fused:    sum 489 0
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pool {
static float arena[256];
// hands out the arena (a bump allocator reset by release())
static void *malloc(size_t) { return arena; }
}

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
  float *x = (float *)std::malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float *tmp = (float *)pool::malloc(N * sizeof(float));
  float s = sum_abs(x, tmp, N);
  float t = 0; for (int i = 0; i < N; i++) t += pool::arena[i] * (i + 1);
  std::free(x);
  printf("sum %.9g %.9g\n", s, t);
  return 0;
}
