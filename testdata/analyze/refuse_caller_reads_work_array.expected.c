/*
 * case:     refuse_caller_reads_work_array
 * what:     map_reduce_caller_allocated, but main prints tmp[0] after the
 *           call: the values the producer writes are used by the caller,
 *           so `tmp` is not a temporary of the call.
 * regions:  R1 producer (writes tmp), R2 consumer (reads tmp, reduction(+:s)).
 * expect:   R1 -> R2 via tmp: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * rule:     `tmp` is used at line 37 of `main`, after the call.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float sum_abs(const float *restrict x, float *restrict tmp, int n)
{
  float s = 0.0f;
#pragma omp target data map(to: x[0:n]) map(tofrom: tmp[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (int i = 0; i < n; i++) {
      tmp[i] = fabsf(x[i]);
      s += tmp[i];
    }
  }
  return s;
}

int main(void)
{
  enum { N = 1000 };
  float *x = (float *)malloc(N * sizeof(float));
  float *tmp = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  float s = sum_abs(x, tmp, N);
  printf("sum %.9g first %.9g\n", s, tmp[0]);
  free(tmp);
  free(x);
  return 0;
}
