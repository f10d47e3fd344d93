/*
 * case:     refuse_caller_alloc_wrapper_reassigned
 * what:     the caller's work array comes from the wrapper of
 *           refuse_local_alloc_wrapper_reassigned: it is the global pool, read
 *           after the call (checksum 25009; fused 0). Third session 6 review.
 * regions:  R1 producer, R2 consumer.
 * expect:   R1 -> R2 via tmp: REFUSED [temporary]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
enum { N = 100 };
static float pool[N];

static float *get_buf(void) {
  float *q = (float *)malloc(sizeof(float));
  free(q);
  q = pool;
  return q;
}

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

int main(void)
{
  float *x = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float *tmp = get_buf();
  float s = sum_abs(x, tmp, N);
  float t = 0; for (int i = 0; i < N; i++) t += pool[i] * (i + 1);
  free(x);
  printf("sum %.9g %.9g\n", s, t);
  return 0;
}
