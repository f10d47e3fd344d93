/*
 * case:   march_bare_if_parallel
 * what:   `if(parallel: par)` says how many threads run, not what they
 *         compute: the bare launch, which has no parallel construct, leaves
 *         it off (clang rejects it on `target teams`).
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>
/* paracodex: a marched region runs when its plane has at least this many
   points, its fused form otherwise. -DPARACODEX_MARCH_MIN_PLANE=N sets N for
   every region (0: always marched; paracodex verify builds its harness so). */
#ifdef PARACODEX_MARCH_MIN_PLANE
#define PARACODEX_MIN_PLANE(n) ((long long)(PARACODEX_MARCH_MIN_PLANE))
#else
#define PARACODEX_MIN_PLANE(n) (n)
#endif
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

static void smooth(const double *restrict u, double *restrict out, int n, int par)
{
  // paracodex: schedule(plane-march k min-plane=262144 bare)
  if ((((long long)(n)) - 2LL) * (((long long)(n)) - 2LL) >= PARACODEX_MIN_PLANE(262144LL)) {
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(n)) - 2LL)) > 0 && ((((long long)(n)) - 2LL)) > 0 &&
        ((((long long)(n)) - 2LL)) <= 2147483647LL - 3 && ((((long long)(n)) - 2LL)) <= 2147483647LL - 31 &&
        ((((((long long)(n)) - 2LL)) + 3) / 4) * ((((((long long)(n)) - 2LL)) + 31) / 32) <= 1073741823LL) {
      int pcx_n1 = (int)((((long long)(n)) - 2LL)), pcx_n2 = (int)((((long long)(n)) - 2LL)),
          pcx_g1 = (pcx_n1 + 31) / 32, pcx_blocks = pcx_g1 * ((pcx_n2 + 3) / 4);
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
{
        // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32, (b % g1) * 32 + l % 32); run on the host,
        // team 0 takes every column
        int pcx_host = !PARACODEX_GPU_CODE;
        if (!pcx_host || omp_get_team_num() == 0)
          for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
               pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
            for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? 128 : pcx_l + 1; pcx_l < pcx_le;
                 pcx_l++)
              if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 && (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                int j = (int)((1LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                int i = (int)((1LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k + (lowest
                // offset) + s
                double u_0_0_0, u_0_0_1, u_0_0_2;
                {
                  int k = 1;
                  if (k < n - 1) {
                    u_0_0_0 = u[((k - 1) * n + j) * n + i];
                    u_0_0_1 = u[(k * n + j) * n + i];
                  }
                }
                for (int k = 1; k < n - 1; k++) {
                  u_0_0_2 = u[((k + 1) * n + j) * n + i];
                  out[(k * n + j) * n + i] = u_0_0_0 + 2.0 * u_0_0_2 + u_0_0_1;
                  u_0_0_0 = u_0_0_1;
                  u_0_0_1 = u_0_0_2;
                }
              }
      }
    } else
#endif
{
#pragma omp target teams distribute parallel for collapse(2) if(parallel: par) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
          // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k + (lowest offset) + s
          double u_0_0_0, u_0_0_1, u_0_0_2;
          {
            int k = 1;
            if (k < n - 1) {
              u_0_0_0 = u[((k - 1) * n + j) * n + i];
              u_0_0_1 = u[(k * n + j) * n + i];
            }
          }
          for (int k = 1; k < n - 1; k++) {
            u_0_0_2 = u[((k + 1) * n + j) * n + i];
            out[(k * n + j) * n + i] = u_0_0_0 + 2.0 * u_0_0_2 + u_0_0_1;
            u_0_0_0 = u_0_0_1;
            u_0_0_1 = u_0_0_2;
          }
        }
    }
  } else {
#pragma omp target teams distribute parallel for collapse(3) if(parallel: par) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
      for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++)
          out[(k * n + j) * n + i] =
              u[((k - 1) * n + j) * n + i] + 2.0 * u[((k + 1) * n + j) * n + i] + u[(k * n + j) * n + i];
  }
}

int main(void)
{
  enum { N = 12 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N, 1);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
