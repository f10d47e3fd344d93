/*
 * case:     map_reduce_caller_allocated
 * what:     the seed's sum(abs(x)) as real code writes it: `tmp` is
 *           allocated in main, passed to sum_abs(x, tmp, n) and freed
 *           unread. sum_abs is static and its address is never taken, so
 *           every caller is here; each passes an array of its own that it
 *           only frees after the call: `tmp` is a temporary of the call.
 * regions:  R1 producer (writes tmp), R2 consumer (reads tmp, reduction(+:s)).
 * expect:   R1 -> R2 via tmp: LEGAL
 * strategy: map -> reduce; the parameter stays, its maps go.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float sum_abs(const float *restrict x, float *restrict tmp, int n)
{
  float s = 0.0f;
#pragma omp target data map(to: x[0:n])
  {
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
    for (int i = 0; i < n; i++)
      s += (fabsf(x[i]));
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
  free(tmp);
  free(x);
  printf("sum %.9g\n", s);
  return 0;
}
