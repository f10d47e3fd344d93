/*
 * case:     chain_3d_marched_after_two_rounds
 * what:     Three collapse(3) regions: R1 scales u into a, R2 takes a
 *           five-point Laplacian of a into b, R3 adds b to u. fuse fuses
 *           R1 -> R2, then the fused region into R3, and marches the final
 *           region along i3 (a is read at i3 - 1, i3, i3 + 1). The plan
 *           must compose the second fusion with R1's reads, which the
 *           first fusion moved into R2 (a review of session 21: analyze
 *           said march-reuse, no value read twice, where fuse marched).
 * regions:  R1 (writes a), R2 (reads a, writes b), R3 (reads b).
 * expect:   R1 -> R2 via a: LEGAL
 *           R2 -> R3 via b: LEGAL, the fused region plane-marched along i3
 * strategy: inline twice, then the plane march.
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

#define AT(p, n1, n2, i3, i2, i1) p[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void relax(const double *restrict u, double *restrict v, int n1, int n2, int n3)
{
  size_t cells = (size_t)n1 * n2 * n3;
#pragma omp target data map(to: u[0:cells]) map(tofrom: v[0:cells])
  {
    // paracodex: schedule(plane-march i3 min-plane=262144 bare)
    if ((((long long)(n2)) - 2LL) * (((long long)(n1)) - 2LL) >= PARACODEX_MIN_PLANE(262144LL)) {
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(n2)) - 2LL)) > 0 &&
          ((((long long)(n1)) - 2LL)) > 0 && ((((long long)(n2)) - 2LL)) <= 2147483647LL - 3 &&
          ((((long long)(n1)) - 2LL)) <= 2147483647LL - 31 &&
          ((((((long long)(n2)) - 2LL)) + 3) / 4) * ((((((long long)(n1)) - 2LL)) + 31) / 32) <=
              1073741823LL) {
        int pcx_n1 = (int)((((long long)(n1)) - 2LL)), pcx_n2 = (int)((((long long)(n2)) - 2LL)),
            pcx_g1 = (pcx_n1 + 31) / 32, pcx_blocks = pcx_g1 * ((pcx_n2 + 3) / 4);
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks)
{
          // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32, (b % g1) * 32 + l
          // % 32); run on the host, team 0 takes every column
          int pcx_host = !PARACODEX_GPU_CODE;
          if (!pcx_host || omp_get_team_num() == 0)
            for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
                 pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
              for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(),
                       pcx_le = pcx_host ? 128 : pcx_l + 1;
                   pcx_l < pcx_le; pcx_l++)
                if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                    (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                  int i2 = (int)((1LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                  int i1 = (int)((1LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                  // input columns rotate in registers as i3 advances: <array>_<offsets>_<s> holds
                  // plane i3 + (lowest offset) + s
                  double u_0_0_0, u_0_0_1, u_0_0_2;
                  {
                    int i3 = 1;
                    if (i3 < n3 - 1) {
                      u_0_0_0 = AT(u, n1, n2, (i3 - 1), i2, i1);
                      u_0_0_1 = AT(u, n1, n2, i3, i2, i1);
                    }
                  }
                  for (int i3 = 1; i3 < n3 - 1; i3++) {
                    u_0_0_2 = AT(u, n1, n2, (i3 + 1), i2, i1);
                    AT(v, n1, n2, i3, i2, i1) =
                        u_0_0_1 - 0.125 * ((0.5 * u_0_0_0 + 2.0) + (0.5 * u_0_0_2 + 2.0) +
                                           (0.5 * AT(u, n1, n2, i3, (i2 - 1), i1) + 2.0) +
                                           (0.5 * AT(u, n1, n2, i3, (i2 + 1), i1) + 2.0) -
                                           4.0 * (0.5 * u_0_0_1 + 2.0));
                    u_0_0_0 = u_0_0_1;
                    u_0_0_1 = u_0_0_2;
                  }
                }
        }
      } else
#endif
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
          for (int i1 = 1; i1 < n1 - 1; i1++) {
            // input columns rotate in registers as i3 advances: <array>_<offsets>_<s> holds plane
            // i3 + (lowest offset) + s
            double u_0_0_0, u_0_0_1, u_0_0_2;
            {
              int i3 = 1;
              if (i3 < n3 - 1) {
                u_0_0_0 = AT(u, n1, n2, (i3 - 1), i2, i1);
                u_0_0_1 = AT(u, n1, n2, i3, i2, i1);
              }
            }
            for (int i3 = 1; i3 < n3 - 1; i3++) {
              u_0_0_2 = AT(u, n1, n2, (i3 + 1), i2, i1);
              AT(v, n1, n2, i3, i2, i1) =
                  u_0_0_1 - 0.125 * ((0.5 * u_0_0_0 + 2.0) + (0.5 * u_0_0_2 + 2.0) +
                                     (0.5 * AT(u, n1, n2, i3, (i2 - 1), i1) + 2.0) +
                                     (0.5 * AT(u, n1, n2, i3, (i2 + 1), i1) + 2.0) -
                                     4.0 * (0.5 * u_0_0_1 + 2.0));
              u_0_0_0 = u_0_0_1;
              u_0_0_1 = u_0_0_2;
            }
          }
      }
    } else {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
          for (int i1 = 1; i1 < n1 - 1; i1++)
            AT(v, n1, n2, i3, i2, i1) = AT(u, n1, n2, i3, i2, i1) -
                                        0.125 * ((0.5 * AT(u, n1, n2, (i3 - 1), i2, i1) + 2.0) +
                                                 (0.5 * AT(u, n1, n2, (i3 + 1), i2, i1) + 2.0) +
                                                 (0.5 * AT(u, n1, n2, i3, (i2 - 1), i1) + 2.0) +
                                                 (0.5 * AT(u, n1, n2, i3, (i2 + 1), i1) + 2.0) -
                                                 4.0 * (0.5 * AT(u, n1, n2, i3, i2, i1) + 2.0));
    }
  }
}
