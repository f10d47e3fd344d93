/*
 * case:   twolevel_reduction_item_macro
 * what:   The reduction's variable is spelled through a macro
 *         (`reduction(+: SUM)` with `#define SUM s`). The model knows a
 *         reduction item by its declaration, not by its spelling: the
 *         body's `s += ...` is the reduction's own update, not a write of
 *         a scalar declared outside, so the sum takes the two-level
 *         schedule as `reduction(+: s)` does. (Before issue 27's typed
 *         reduction items it compared the spelling "SUM" with "s" and kept
 *         the region as written.) An integer sum: the order of the
 *         additions cannot show.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>
/* paracodex: a marched region is also written as a bare launch (clang's
   ompx_bare: no OpenMP device runtime in the kernel, fewer registers), taken
   when target regions run on a GPU. -DPARACODEX_NO_BARE keeps the
   standard form only; -DPARACODEX_BARE_ON_HOST takes the bare form with no
   device too (paracodex verify tests both forms so). */
#if defined(__clang__) && __clang_major__ >= 19 && defined(_OPENMP) && \
    !defined(PARACODEX_NO_BARE)
#include <omp.h>
#include <ompx.h>
#define PARACODEX_BARE 1
/* Whether this is a GPU's code: a CPU offload device
   (-fopenmp-targets=x86_64-...) runs target regions too, but a bare
   launch's grid means nothing there. */
#if defined(__NVPTX__) || defined(__AMDGCN__)
#define PARACODEX_GPU_CODE 1
#else
#define PARACODEX_GPU_CODE 0
#endif
/* Whether target regions run on a GPU: asked once, by running one. */
static int paracodex_on_device(void) {
  static int pcx_known = -1;
  int pcx_on;
#pragma omp atomic read
  pcx_on = pcx_known;
  if (pcx_on < 0) {
    pcx_on = 0;
#pragma omp target map(from : pcx_on)
    pcx_on = PARACODEX_GPU_CODE;
#pragma omp atomic write
    pcx_known = pcx_on;
  }
  return pcx_on;
}
#ifdef PARACODEX_BARE_ON_HOST
#define PARACODEX_BARE_WANTED() 1
#else
#define PARACODEX_BARE_WANTED() paracodex_on_device()
#endif
/* One team of one thread on the host, where team 0 walks every column
   (more make libomp warn). */
#define PARACODEX_BARE_TEAMS(blocks) (paracodex_on_device() ? (blocks) : 1)
#define PARACODEX_BARE_THREADS(threads) (paracodex_on_device() ? (threads) : 1)
#else
#define PARACODEX_BARE 0
#endif
/* paracodex: a two-level reduction's teams (paracodex_on_device above): on
   a device as many as it asks; with no device one team of a thread a
   processor within the thread limits (libomp warns at more). The bounds
   keep the kernel's launch bound at its block size, which a run-time
   thread_limit would lose. */
#if PARACODEX_BARE
static int paracodex_host_threads(void) {
  int pcx_n = omp_get_num_procs();
  int pcx_limit = omp_get_teams_thread_limit();
  if (pcx_limit > 0 && pcx_limit < pcx_n)
    pcx_n = pcx_limit;
  pcx_limit = omp_get_thread_limit();
  if (pcx_limit > 0 && pcx_limit < pcx_n)
    pcx_n = pcx_limit;
  return pcx_n > 0 ? pcx_n : 1;
}
#define PARACODEX_REDUCTION_TEAMS(teams) (paracodex_on_device() ? (teams) : 1)
#define PARACODEX_REDUCTION_THREADS(threads) \
  (paracodex_on_device() ? (threads) : paracodex_host_threads())
#define PARACODEX_REDUCTION_BOUNDS \
  ompx_attribute(__attribute__((__launch_bounds__(256))))
#else
#define PARACODEX_REDUCTION_TEAMS(teams) (teams)
#define PARACODEX_REDUCTION_THREADS(threads) (threads)
#define PARACODEX_REDUCTION_BOUNDS
#endif

#define SUM s

static long weighted(const int *restrict v, int n)
{
  long s = 0;
  // paracodex: schedule(two-level reduction)
  {
    const long long pcx_n = (((long long)(n)) - 1LL) - (0LL) + 1;
    const long long pcx_threads = pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: SUM) map(to: v[0:n]) map(tofrom: s) num_teams(PARACODEX_REDUCTION_TEAMS((int)((pcx_threads + 255) / 256))) thread_limit(PARACODEX_REDUCTION_THREADS(256)) PARACODEX_REDUCTION_BOUNDS
  for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
      long s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
      long long pcx_i = (0LL) + pcx_t;
      for (; pcx_i + 811008LL <= (((long long)(n)) - 1LL); pcx_i += 1081344LL) {
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 5) - 2 * v[((int)(pcx_i))];
        s_part1 += (long)v[((int)(pcx_i + 270336LL))] * (((int)(pcx_i + 270336LL)) % 5) -
                   2 * v[((int)(pcx_i + 270336LL))];
        s_part2 += (long)v[((int)(pcx_i + 540672LL))] * (((int)(pcx_i + 540672LL)) % 5) -
                   2 * v[((int)(pcx_i + 540672LL))];
        s_part3 += (long)v[((int)(pcx_i + 811008LL))] * (((int)(pcx_i + 811008LL)) % 5) -
                   2 * v[((int)(pcx_i + 811008LL))];
      }
      for (; pcx_i <= (((long long)(n)) - 1LL); pcx_i += 270336LL)
        s_part0 += (long)v[((int)(pcx_i))] * (((int)(pcx_i)) % 5) - 2 * v[((int)(pcx_i))];
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
  printf("sum %ld %ld\n", weighted(v, N), weighted(v, 3));
  free(v);
  return 0;
}
