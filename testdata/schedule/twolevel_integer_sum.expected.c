/*
 * case:   twolevel_integer_sum
 * what:   One `+` reduction over a unit-step loop: with --schedule=all it
 *         takes the two-level schedule (a bounded number of threads, each
 *         adding a strided run into four registers, then the reduction).
 *         An integer sum, so the order of the additions cannot show.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

static long weighted(const int *restrict v, int n)
{
  long s = 0;
  // paracodex: schedule(two-level reduction)
  {
    const long long pcx_n = (((long long)(n)) - 2LL) - (3LL) + 1;
    const long long pcx_threads = pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(tofrom: s) num_teams((int)((pcx_threads + 255) / 256)) thread_limit(256)
  for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
      long s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
      long long pcx_i = (3LL) + pcx_t;
      for (; pcx_i + 811008LL <= (((long long)(n)) - 2LL); pcx_i += 1081344LL) {
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 7) - v[((int)(pcx_i)) - 3];
        s_part1 += (long)v[((int)(pcx_i + 270336LL))] * (((int)(pcx_i + 270336LL)) % 7) -
                   v[((int)(pcx_i + 270336LL)) - 3];
        s_part2 += (long)v[((int)(pcx_i + 540672LL))] * (((int)(pcx_i + 540672LL)) % 7) -
                   v[((int)(pcx_i + 540672LL)) - 3];
        s_part3 += (long)v[((int)(pcx_i + 811008LL))] * (((int)(pcx_i + 811008LL)) % 7) -
                   v[((int)(pcx_i + 811008LL)) - 3];
      }
      for (; pcx_i <= (((long long)(n)) - 2LL); pcx_i += 270336LL)
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 7) - v[((int)(pcx_i)) - 3];
      s += (s_part0 + s_part1) + (s_part2 + s_part3);
    }
  }
  return s;
}

int main(void)
{
  enum { N = 1100003 }; /* above 4 x 270336: the four-register loop and its tail both run */
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld %ld\n", weighted(v, N), weighted(v, 4));
  free(v);
  return 0;
}
