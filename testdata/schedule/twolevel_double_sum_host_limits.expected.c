/*
 * case:   twolevel_double_sum_host_limits
 * what:   A double sum in the two-level schedule, run on the host. There
 *         it launches one team of a thread a processor within
 *         OMP_THREAD_LIMIT and OMP_TEAMS_THREAD_LIMIT (review 16: with
 *         omp_get_num_procs() threads alone, OMP_THREAD_LIMIT=1 added the
 *         terms on two threads, and the sum's last digits differed from
 *         the original's one-thread sum), and libomp prints no warning
 *         (the device's 1056 teams made it print "Cannot form a team").
 *         With at most 270336 terms each thread adds one term per
 *         iteration, in the original's order for the same thread count.
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

static double total(const double *restrict x, int n)
{
  double s = 0.0;
  // paracodex: schedule(two-level reduction)
  {
    const long long pcx_n = (((long long)(n)) - 1LL) - (0LL) + 1;
    const long long pcx_threads = pcx_n > 270336 ? 270336 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n]) map(tofrom: s) num_teams(PARACODEX_REDUCTION_TEAMS((int)((pcx_threads + 255) / 256))) thread_limit(PARACODEX_REDUCTION_THREADS(256)) PARACODEX_REDUCTION_BOUNDS
  for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
      double s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
      long long pcx_i = (0LL) + pcx_t;
      for (; pcx_i + 811008LL <= (((long long)(n)) - 1LL); pcx_i += 1081344LL) {
        s_part0 += x[((int)(pcx_i))];
        s_part1 += x[((int)(pcx_i + 270336LL))];
        s_part2 += x[((int)(pcx_i + 540672LL))];
        s_part3 += x[((int)(pcx_i + 811008LL))];
      }
      for (; pcx_i <= (((long long)(n)) - 1LL); pcx_i += 270336LL)
        s_part0 += x[((int)(pcx_i))];
      s += (s_part0 + s_part1) + (s_part2 + s_part3);
    }
  }
  return s;
}

int main(void)
{
  enum { N = 100000 };
  double *x = malloc(N * sizeof(double));
  for (int p = 0; p < N; p++)
    x[p] = 1.0 / (3.0 + p % 1000);
  printf("total %.17g\n", total(x, N));
  free(x);
  return 0;
}
