/*
 * case:     refuse_caller_via_alias_attribute
 * what:     `__attribute__((alias("sum_abs")))` gives the static function another
 *           name whose caller reads its array after the call: the callers of
 *           sum_abs are not all known (checksum 25009; fused 0). Third session 6
 *           review.
 * regions:  R1 producer, R2 consumer.
 * expect:   R1 -> R2 via tmp: REFUSED [temporary]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float sum_abs(const float *restrict x, float *restrict tmp, int n)
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
static float abs_into(const float *restrict x, float *restrict out, int n) __attribute__((alias("sum_abs")));

int main(void)
{
  enum { N = 100 };
  float *x = (float *)malloc(N * sizeof(float));
  float *tmp = (float *)malloc(N * sizeof(float));
  float *out = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, tmp, N);
  free(tmp);
  abs_into(x, out, N);
  float t = 0; for (int i = 0; i < N; i++) t += out[i] * (i + 1);
  free(out); free(x);
  printf("sum %.9g %.9g\n", s, t);
  return 0;
}
