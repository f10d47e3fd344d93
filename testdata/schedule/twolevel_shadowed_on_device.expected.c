/*
 * case:   twolevel_shadowed_on_device
 * what:   The reducing function has a parameter named `paracodex_on_device`,
 *         which would hide the device test that the one-team host form's
 *         clauses call (review 16: fuse exited 3, "the fused text does not
 *         parse"). The region takes the two-level schedule with the
 *         device's numbers in its clauses and no macro block.
 * expect: MARCHED, no one-team host form: the function declares `paracodex_on_device`
 */
#include <stdio.h>
#include <stdlib.h>

static long weighted(const int *restrict v, int n, int paracodex_on_device)
{
  long s = 0;
  // paracodex: schedule(two-level reduction)
  {
    const long long pcx_n = (((long long)(n)) - 1LL) - (0LL) + 1;
    const long long pcx_threads = pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n]) map(tofrom: s) num_teams((int)((pcx_threads + 255) / 256)) thread_limit(256)
  for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
      long s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
      long long pcx_i = (0LL) + pcx_t;
      for (; pcx_i + 811008LL <= (((long long)(n)) - 1LL); pcx_i += 1081344LL) {
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 5 + paracodex_on_device);
        s_part1 += (long)v[((int)(pcx_i + 270336LL))] *
                   (((int)(pcx_i + 270336LL)) % 5 + paracodex_on_device);
        s_part2 += (long)v[((int)(pcx_i + 540672LL))] *
                   (((int)(pcx_i + 540672LL)) % 5 + paracodex_on_device);
        s_part3 += (long)v[((int)(pcx_i + 811008LL))] *
                   (((int)(pcx_i + 811008LL)) % 5 + paracodex_on_device);
      }
      for (; pcx_i <= (((long long)(n)) - 1LL); pcx_i += 270336LL)
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 5 + paracodex_on_device);
      s += (s_part0 + s_part1) + (s_part2 + s_part3);
    }
  }
  return s;
}

int main(void)
{
  enum { N = 3001 };
  int *v = malloc(N * sizeof(int));
  for (int p = 0; p < N; p++)
    v[p] = (p * 7919) % 1009 - 500;
  printf("sum %ld\n", weighted(v, N, 2));
  free(v);
  return 0;
}
