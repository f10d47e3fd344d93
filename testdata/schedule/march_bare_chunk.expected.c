/*
 * case:   march_bare_chunk
 * what:   A schedule comment asking for runs of 3 planes and the bare launch:
 *         the bare form marches the same runs, a block for each tile and
 *         run, pcx_len = 3 (no PARACODEX_BARE_RUNS needed).
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

static void smooth(const double *restrict u, double *restrict out, int n)
{
// paracodex: schedule(plane-march k chunk=3 bare)
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(n)) - 2LL)) > 0 && ((((long long)(n)) - 2LL)) > 0 &&
      ((((long long)(n)) - 2LL)) <= 2147483647LL - 3 && ((((long long)(n)) - 2LL)) <= 2147483647LL - 31 &&
      ((((((long long)(n)) - 2LL)) + 3) / 4) * ((((((long long)(n)) - 2LL)) + 31) / 32) <= 1073741823LL &&
      ((((long long)(n)) - 2LL)) > 0 && ((((long long)(n)) - 2LL)) <= 1073741823LL &&
      (((long long)(n)) - 2LL) <= 1073741823LL) {
    int pcx_n1 = (int)((((long long)(n)) - 2LL)), pcx_n2 = (int)((((long long)(n)) - 2LL)),
        pcx_g1 = (pcx_n1 + 31) / 32, pcx_tiles = pcx_g1 * ((pcx_n2 + 3) / 4);
    int pcx_runs = (int)((((((long long)(n)) - 2LL)) + 2) / 3);
    if (pcx_runs > 1073741823 / pcx_tiles)
      pcx_runs = 1073741823 / pcx_tiles;
    int pcx_len = (int)((((((long long)(n)) - 2LL)) + pcx_runs - 1) / pcx_runs);
    pcx_runs = (int)((((((long long)(n)) - 2LL)) + pcx_len - 1) / pcx_len);
    int pcx_blocks = pcx_tiles * pcx_runs;
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_tiles, pcx_blocks, pcx_len) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
{
      // on the GPU: block b, thread l takes column ((t / g1) * 4 + l / 32, (t % g1) * 32 + l % 32) of
      // tile t = b % tiles over run b / tiles (pcx_len planes); run on the host, team 0 takes every block
      int pcx_host = !PARACODEX_GPU_CODE;
      if (!pcx_host || omp_get_team_num() == 0)
        for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
             pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
          for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? 128 : pcx_l + 1;
               pcx_l < pcx_le; pcx_l++) {
            int pcx_t = pcx_b % pcx_tiles, pcx_run = pcx_b / pcx_tiles;
            if ((pcx_t / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                (pcx_t % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
              int j = (int)((1LL) + (pcx_t / pcx_g1) * 4 + pcx_l / 32);
              int i = (int)((1LL) + (pcx_t % pcx_g1) * 32 + pcx_l % 32);
              // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k +
              // (lowest offset) + s
              double u_0_0_0, u_0_0_1, u_0_0_2;
              {
                int k = ((1) + pcx_run * pcx_len);
                if (k < n - 1) {
                  u_0_0_0 = u[((k - 1) * n + j) * n + i];
                  u_0_0_1 = u[(k * n + j) * n + i];
                }
              }
              for (int k = (1) + pcx_run * pcx_len; k < n - 1 && k - pcx_run * pcx_len < (1) + pcx_len;
                   k++) {
                u_0_0_2 = u[((k + 1) * n + j) * n + i];
                out[(k * n + j) * n + i] =
                    0.5 * u_0_0_1 +
                    0.125 * (u_0_0_0 + u_0_0_2 + u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                             u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
                u_0_0_0 = u_0_0_1;
                u_0_0_1 = u_0_0_2;
              }
            }
          }
    }
  } else
#endif
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (long long pcx_run = 0; pcx_run < ((((long long)(n)) - 2LL) - (1LL) + 3) / 3; pcx_run++)
      for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
          // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k +
          // (lowest offset) + s
          double u_0_0_0, u_0_0_1, u_0_0_2;
          {
            int k = ((1) + pcx_run * 3);
            if (k < n - 1) {
              u_0_0_0 = u[((k - 1) * n + j) * n + i];
              u_0_0_1 = u[(k * n + j) * n + i];
            }
          }
          for (int k = (1) + pcx_run * 3; k < n - 1 && k < (1) + pcx_run * 3 + 3; k++) {
            u_0_0_2 = u[((k + 1) * n + j) * n + i];
            out[(k * n + j) * n + i] =
                0.5 * u_0_0_1 +
                0.125 * (u_0_0_0 + u_0_0_2 + u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                         u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
            u_0_0_0 = u_0_0_1;
            u_0_0_1 = u_0_0_2;
          }
        }
  }
}

int main(void)
{
  enum { N = 12 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
