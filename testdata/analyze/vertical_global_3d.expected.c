/*
 * case:     vertical_global_3d
 * what:     True multi-dimensional arrays: fixed-size globals
 *           double u[N][N][N] etc., mapped by the function. Globals are
 *           distinct objects, so no restrict is needed. The temporary is a
 *           heap block with a fixed-size array type (double (*lap)[N][N]).
 *           Producer is a 7-point Laplacian, consumer a relaxation step
 *           that reads the Laplacian at i, i-1, i+1 along the fastest index.
 * regions:  R1 producer (writes lap), R2 consumer (reads lap).
 * expect:   R1 -> R2 via lap: LEGAL
 *           R1 writes lap[k][j][i] for k, j, i in 1..N-2; R2 reads
 *           lap[k][j][i-1..i+1] for i in 2..N-3, inside that box.
 * strategy: inline (recompute), collapse(3).
 */
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

#define N 130

double u[N][N][N], f[N][N][N], unew[N][N][N];

void relax_global(double omega, double h2inv)
{

#pragma omp target data map(to: u, f) map(from: unew)
  {

    // paracodex: schedule(plane-march k min-plane=262144 bare)
    if ((((long long)(N)) - 4LL) * (((long long)(N)) - 4LL) >=
        PARACODEX_MIN_PLANE(262144LL)) {
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(N)) - 4LL)) > 0 &&
          ((((long long)(N)) - 4LL)) > 0 &&
          ((((long long)(N)) - 4LL)) <= 2147483647LL - 3 &&
          ((((long long)(N)) - 4LL)) <= 2147483647LL - 31 &&
          ((((((long long)(N)) - 4LL)) + 3) / 4) *
                  ((((((long long)(N)) - 4LL)) + 31) / 32) <=
              1073741823LL) {
        int pcx_n1 = (int)((((long long)(N)) - 4LL)),
            pcx_n2 = (int)((((long long)(N)) - 4LL)), pcx_g1 = (pcx_n1 + 31) / 32,
            pcx_blocks = pcx_g1 * ((pcx_n2 + 3) / 4);
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks)
{
          // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32, (b
          // % g1) * 32 + l % 32); run on the host, team 0 takes every column
          int pcx_host = !PARACODEX_GPU_CODE;
          if (!pcx_host || omp_get_team_num() == 0)
            for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
                 pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
              for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(),
                       pcx_le = pcx_host ? 128 : pcx_l + 1;
                   pcx_l < pcx_le; pcx_l++)
                if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                    (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                  int j = (int)((2LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                  int i = (int)((2LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                  // input columns rotate in registers as k advances:
                  // <array>_<offsets>_<s> holds plane k + (lowest offset) + s
                  double u_0_0_0, u_0_0_1, u_0_0_2, u_0_m1_0, u_0_m1_1, u_0_m1_2,
                      u_0_p1_0, u_0_p1_1, u_0_p1_2;
                  {
                    int k = 2;
                    if (k < N - 2) {
                      u_0_0_0 = u[k - 1][j][i];
                      u_0_0_1 = u[k][j][i];
                      u_0_m1_0 = u[k - 1][j][(i - 1)];
                      u_0_m1_1 = u[k][j][(i - 1)];
                      u_0_p1_0 = u[k - 1][j][(i + 1)];
                      u_0_p1_1 = u[k][j][i + 1];
                    }
                  }
                  for (int k = 2; k < N - 2; k++) {
                    u_0_0_2 = u[k + 1][j][i];
                    u_0_m1_2 = u[k + 1][j][(i - 1)];
                    u_0_p1_2 = u[k + 1][j][(i + 1)];
                    unew[k][j][i] =
                        u_0_0_1 +
                        omega *
                            (0.25 * (h2inv *
                                     (u[k][j][(i - 1) - 1] + u_0_0_1 +
                                      u[k][j - 1][(i - 1)] + u[k][j + 1][(i - 1)] +
                                      u_0_m1_0 + u_0_m1_2 - 6.0 * u_0_m1_1)) +
                             0.5 * (h2inv * (u_0_m1_1 + u_0_p1_1 + u[k][j - 1][i] +
                                             u[k][j + 1][i] + u_0_0_0 + u_0_0_2 -
                                             6.0 * u_0_0_1)) +
                             0.25 * (h2inv *
                                     (u_0_0_1 + u[k][j][(i + 1) + 1] +
                                      u[k][j - 1][(i + 1)] + u[k][j + 1][(i + 1)] +
                                      u_0_p1_0 + u_0_p1_2 - 6.0 * u_0_p1_1)) -
                             f[k][j][i]);
                    u_0_0_0 = u_0_0_1;
                    u_0_0_1 = u_0_0_2;
                    u_0_m1_0 = u_0_m1_1;
                    u_0_m1_1 = u_0_m1_2;
                    u_0_p1_0 = u_0_p1_1;
                    u_0_p1_1 = u_0_p1_2;
                  }
                }
        }
      } else
#endif
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 2; j < N - 2; j++)
          for (int i = 2; i < N - 2; i++) {
            // input columns rotate in registers as k advances:
            // <array>_<offsets>_<s> holds plane k + (lowest offset) + s
            double u_0_0_0, u_0_0_1, u_0_0_2, u_0_m1_0, u_0_m1_1, u_0_m1_2,
                u_0_p1_0, u_0_p1_1, u_0_p1_2;
            {
              int k = 2;
              if (k < N - 2) {
                u_0_0_0 = u[k - 1][j][i];
                u_0_0_1 = u[k][j][i];
                u_0_m1_0 = u[k - 1][j][(i - 1)];
                u_0_m1_1 = u[k][j][(i - 1)];
                u_0_p1_0 = u[k - 1][j][(i + 1)];
                u_0_p1_1 = u[k][j][i + 1];
              }
            }
            for (int k = 2; k < N - 2; k++) {
              u_0_0_2 = u[k + 1][j][i];
              u_0_m1_2 = u[k + 1][j][(i - 1)];
              u_0_p1_2 = u[k + 1][j][(i + 1)];
              unew[k][j][i] =
                  u_0_0_1 +
                  omega * (0.25 * (h2inv *
                                   (u[k][j][(i - 1) - 1] + u_0_0_1 +
                                    u[k][j - 1][(i - 1)] + u[k][j + 1][(i - 1)] +
                                    u_0_m1_0 + u_0_m1_2 - 6.0 * u_0_m1_1)) +
                           0.5 * (h2inv * (u_0_m1_1 + u_0_p1_1 + u[k][j - 1][i] +
                                           u[k][j + 1][i] + u_0_0_0 + u_0_0_2 -
                                           6.0 * u_0_0_1)) +
                           0.25 * (h2inv *
                                   (u_0_0_1 + u[k][j][(i + 1) + 1] +
                                    u[k][j - 1][(i + 1)] + u[k][j + 1][(i + 1)] +
                                    u_0_p1_0 + u_0_p1_2 - 6.0 * u_0_p1_1)) -
                           f[k][j][i]);
              u_0_0_0 = u_0_0_1;
              u_0_0_1 = u_0_0_2;
              u_0_m1_0 = u_0_m1_1;
              u_0_m1_1 = u_0_m1_2;
              u_0_p1_0 = u_0_p1_1;
              u_0_p1_1 = u_0_p1_2;
            }
          }
      }
    } else {
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 2; k < N - 2; k++)
        for (int j = 2; j < N - 2; j++)
          for (int i = 2; i < N - 2; i++)
            unew[k][j][i] =
                u[k][j][i] +
                omega *
                    (0.25 * (h2inv * (u[k][j][(i - 1) - 1] + u[k][j][(i - 1) + 1] +
                                      u[k][j - 1][(i - 1)] + u[k][j + 1][(i - 1)] +
                                      u[k - 1][j][(i - 1)] + u[k + 1][j][(i - 1)] -
                                      6.0 * u[k][j][(i - 1)])) +
                     0.5 * (h2inv *
                            (u[k][j][i - 1] + u[k][j][i + 1] + u[k][j - 1][i] +
                             u[k][j + 1][i] + u[k - 1][j][i] + u[k + 1][j][i] -
                             6.0 * u[k][j][i])) +
                     0.25 * (h2inv * (u[k][j][(i + 1) - 1] + u[k][j][(i + 1) + 1] +
                                      u[k][j - 1][(i + 1)] + u[k][j + 1][(i + 1)] +
                                      u[k - 1][j][(i + 1)] + u[k + 1][j][(i + 1)] -
                                      6.0 * u[k][j][(i + 1)])) -
                     f[k][j][i]);
    }
  }

}
