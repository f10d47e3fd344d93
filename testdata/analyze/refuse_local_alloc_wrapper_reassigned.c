/*
 * case:     refuse_local_alloc_wrapper_reassigned
 * what:     an allocation wrapper that mallocs `q`, frees it, points it at a global
 *           pool and returns it: `tmp = my_alloc(n)` is not a fresh array, and
 *           the pool is read after the call (checksum 25009; fused 0). Found by
 *           the third session 6 review.
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

static float sum_abs(const float *restrict x, int n)
{
  float s = 0.0f;
  float *restrict tmp = get_buf();
#pragma omp target data map(tofrom: pool[0:N])
  {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(alloc: tmp[0:n])
  for (int i = 0; i < n; i++)
    tmp[i] = fabsf(x[i]);
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) map(alloc: tmp[0:n])
  for (int i = 0; i < n; i++)
    s += tmp[i];
  }
  return s;
}

int main(void)
{
  float *x = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, N);
  float t = 0; for (int i = 0; i < N; i++) t += pool[i] * (i + 1);
  free(x);
  printf("sum %.9g %.9g\n", s, t);
  return 0;
}
