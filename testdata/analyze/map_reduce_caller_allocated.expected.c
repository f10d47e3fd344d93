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
    // paracodex: schedule(two-level reduction)
    {
      const long long pcx_n = (((long long)(n)) - 1LL) - (0LL) + 1;
      const long long pcx_threads =
          pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) num_teams((int)((pcx_threads + 255) / 256)) thread_limit(256)
    for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
        float s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
        long long pcx_i = (0LL) + pcx_t;
        for (; pcx_i + 811008LL <= (((long long)(n)) - 1LL);
             pcx_i += 1081344LL) {
          s_part0 += (fabsf(x[((int)(pcx_i))]));
          s_part1 += (fabsf(x[((int)(pcx_i + 270336LL))]));
          s_part2 += (fabsf(x[((int)(pcx_i + 540672LL))]));
          s_part3 += (fabsf(x[((int)(pcx_i + 811008LL))]));
        }
        for (; pcx_i <= (((long long)(n)) - 1LL); pcx_i += 270336LL)
          s_part0 += (fabsf(x[((int)(pcx_i))]));
        s += (s_part0 + s_part1) + (s_part2 + s_part3);
      }
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
  free(tmp);
  free(x);
  printf("sum %.9g\n", s);
  return 0;
}
