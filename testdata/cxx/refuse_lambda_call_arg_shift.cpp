/*
 * repro: calls of a lambda are CXXOperatorCallExpr whose arg 0 is the closure object; CallerTemporaries
 * uses Call->getArg(P->getFunctionScopeIndex()) unshifted, so for g(scratch, out, N) it checks `scratch`
 * (unused, freed) instead of `out`, which main reads after the call.
 * original: sum 489 25009
 * fused:    sum 489 0
 */
// lambda call: CXXOperatorCallExpr args are shifted by the object argument
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

int main(void)
{
  enum { N = 100 };
  float *x = (float *)malloc(N * sizeof(float));
  float *scratch = (float *)malloc(N * sizeof(float));
  float *out = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  auto g = [x](float *unused, float *w, int n) { return sum_abs(x, w, n); };
  float s = g(scratch, out, N);
  float t = 0; for (int i = 0; i < N; i++) t += out[i] * (i + 1);
  free(scratch); free(out); free(x);
  printf("sum %.9g %.9g\n", s, t);
  return 0;
}
