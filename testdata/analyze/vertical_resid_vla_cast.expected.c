/*
 * case:     vertical_resid_vla_cast
 * what:     resid on flat device-resident buffers viewed through
 *           pointer-to-VLA casts (double (*u)[n2][n1] = (double (*)[n2][n1])up),
 *           so every access is written u[i3][i2][i1]. The temporaries are
 *           malloc'ed flat and cast the same way.
 * regions:  R1 producer (writes u1, u2), R2 consumer (reads u1, u2).
 * expect:   R1 -> R2 via u1, u2: LEGAL
 *           Same access pattern as the seed after delinearizing the casts.
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

void resid_vla(const double *restrict up, const double *vp, double *rp, int n1,
               int n2, int n3, const double *coef)
{
  const double (*restrict u)[n2][n1] = (const double (*)[n2][n1])up;
  const double (*v)[n2][n1] = (const double (*)[n2][n1])vp;
  double (*r)[n2][n1] = (double (*)[n2][n1])rp;

  const double a0 = coef[0], a2 = coef[2], a3 = coef[3];

  {

    // paracodex: schedule(plane-march i3 min-plane=262144 bare)
    if ((((long long)(n2)) - 2LL) * (((long long)(n1)) - 2LL) >=
        PARACODEX_MIN_PLANE(262144LL)) {
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(n2)) - 2LL)) > 0 &&
          ((((long long)(n1)) - 2LL)) > 0 &&
          ((((long long)(n2)) - 2LL)) <= 2147483647LL - 3 &&
          ((((long long)(n1)) - 2LL)) <= 2147483647LL - 31 &&
          ((((((long long)(n2)) - 2LL)) + 3) / 4) *
                  ((((((long long)(n1)) - 2LL)) + 31) / 32) <=
              1073741823LL) {
        int pcx_n1 = (int)((((long long)(n1)) - 2LL)),
            pcx_n2 = (int)((((long long)(n2)) - 2LL)),
            pcx_g1 = (pcx_n1 + 31) / 32,
            pcx_blocks = pcx_g1 * ((pcx_n2 + 3) / 4);
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks)
{
          // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32,
          // (b % g1) * 32 + l % 32); run on the host, team 0 takes every column
          int pcx_host = !PARACODEX_GPU_CODE;
          if (!pcx_host || omp_get_team_num() == 0)
            for (int pcx_b = pcx_host ? 0 : ompx_block_id_x();
                 pcx_b < pcx_blocks; pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
              for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(),
                       pcx_le = pcx_host ? 128 : pcx_l + 1;
                   pcx_l < pcx_le; pcx_l++)
                if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                    (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                  int i2 = (int)((1LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                  int i1 = (int)((1LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                  // input columns rotate in registers as i3 advances:
                  // <array>_<offsets>_<s> holds plane i3 + (lowest offset) + s
                  double up_m1_0_0, up_m1_0_1, up_m1_0_2, up_p1_0_0, up_p1_0_1,
                      up_p1_0_2, up_m1_m1_0, up_m1_m1_1, up_m1_m1_2, up_p1_m1_0,
                      up_p1_m1_1, up_p1_m1_2, up_0_m1_0, up_0_m1_1, up_0_m1_2,
                      up_m1_p1_0, up_m1_p1_1, up_m1_p1_2, up_p1_p1_0, up_p1_p1_1,
                      up_p1_p1_2, up_0_p1_0, up_0_p1_1, up_0_p1_2;
                  {
                    int i3 = 1;
                    if (i3 < n3 - 1) {
                      up_m1_0_0 = u[i3 - 1][i2 - 1][i1];
                      up_m1_0_1 = u[i3][i2 - 1][i1];
                      up_p1_0_0 = u[i3 - 1][i2 + 1][i1];
                      up_p1_0_1 = u[i3][i2 + 1][i1];
                      up_m1_m1_0 = u[i3 - 1][i2 - 1][(i1 - 1)];
                      up_m1_m1_1 = u[i3][i2 - 1][(i1 - 1)];
                      up_p1_m1_0 = u[i3 - 1][i2 + 1][(i1 - 1)];
                      up_p1_m1_1 = u[i3][i2 + 1][(i1 - 1)];
                      up_0_m1_0 = u[i3 - 1][i2][(i1 - 1)];
                      up_0_m1_1 = u[i3][i2][(i1 - 1)];
                      up_m1_p1_0 = u[i3 - 1][i2 - 1][(i1 + 1)];
                      up_m1_p1_1 = u[i3][i2 - 1][(i1 + 1)];
                      up_p1_p1_0 = u[i3 - 1][i2 + 1][(i1 + 1)];
                      up_p1_p1_1 = u[i3][i2 + 1][(i1 + 1)];
                      up_0_p1_0 = u[i3 - 1][i2][(i1 + 1)];
                      up_0_p1_1 = u[i3][i2][(i1 + 1)];
                    }
                  }
                  for (int i3 = 1; i3 < n3 - 1; i3++) {
                    up_m1_0_2 = u[i3 + 1][i2 - 1][i1];
                    up_p1_0_2 = u[i3 + 1][i2 + 1][i1];
                    up_m1_m1_2 = u[i3 + 1][i2 - 1][(i1 - 1)];
                    up_p1_m1_2 = u[i3 + 1][i2 + 1][(i1 - 1)];
                    up_0_m1_2 = u[i3 + 1][i2][(i1 - 1)];
                    up_m1_p1_2 = u[i3 + 1][i2 - 1][(i1 + 1)];
                    up_p1_p1_2 = u[i3 + 1][i2 + 1][(i1 + 1)];
                    up_0_p1_2 = u[i3 + 1][i2][(i1 + 1)];
                    r[i3][i2][i1] =
                        v[i3][i2][i1] - a0 * u[i3][i2][i1] -
                        a2 *
                            ((up_m1_0_0 + up_p1_0_0 + up_m1_0_2 + up_p1_0_2) +
                             (up_m1_m1_1 + up_p1_m1_1 + up_0_m1_0 + up_0_m1_2) +
                             (up_m1_p1_1 + up_p1_p1_1 + up_0_p1_0 + up_0_p1_2)) -
                        a3 * ((up_m1_m1_0 + up_p1_m1_0 + up_m1_m1_2 +
                               up_p1_m1_2) +
                              (up_m1_p1_0 + up_p1_p1_0 + up_m1_p1_2 +
                               up_p1_p1_2));
                    up_m1_0_0 = up_m1_0_1;
                    up_m1_0_1 = up_m1_0_2;
                    up_p1_0_0 = up_p1_0_1;
                    up_p1_0_1 = up_p1_0_2;
                    up_m1_m1_0 = up_m1_m1_1;
                    up_m1_m1_1 = up_m1_m1_2;
                    up_p1_m1_0 = up_p1_m1_1;
                    up_p1_m1_1 = up_p1_m1_2;
                    up_0_m1_0 = up_0_m1_1;
                    up_0_m1_1 = up_0_m1_2;
                    up_m1_p1_0 = up_m1_p1_1;
                    up_m1_p1_1 = up_m1_p1_2;
                    up_p1_p1_0 = up_p1_p1_1;
                    up_p1_p1_1 = up_p1_p1_2;
                    up_0_p1_0 = up_0_p1_1;
                    up_0_p1_1 = up_0_p1_2;
                  }
                }
        }
      } else
#endif
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
          for (int i1 = 1; i1 < n1 - 1; i1++) {
            // input columns rotate in registers as i3 advances:
            // <array>_<offsets>_<s> holds plane i3 + (lowest offset) + s
            double up_m1_0_0, up_m1_0_1, up_m1_0_2, up_p1_0_0, up_p1_0_1,
                up_p1_0_2, up_m1_m1_0, up_m1_m1_1, up_m1_m1_2, up_p1_m1_0,
                up_p1_m1_1, up_p1_m1_2, up_0_m1_0, up_0_m1_1, up_0_m1_2,
                up_m1_p1_0, up_m1_p1_1, up_m1_p1_2, up_p1_p1_0, up_p1_p1_1,
                up_p1_p1_2, up_0_p1_0, up_0_p1_1, up_0_p1_2;
            {
              int i3 = 1;
              if (i3 < n3 - 1) {
                up_m1_0_0 = u[i3 - 1][i2 - 1][i1];
                up_m1_0_1 = u[i3][i2 - 1][i1];
                up_p1_0_0 = u[i3 - 1][i2 + 1][i1];
                up_p1_0_1 = u[i3][i2 + 1][i1];
                up_m1_m1_0 = u[i3 - 1][i2 - 1][(i1 - 1)];
                up_m1_m1_1 = u[i3][i2 - 1][(i1 - 1)];
                up_p1_m1_0 = u[i3 - 1][i2 + 1][(i1 - 1)];
                up_p1_m1_1 = u[i3][i2 + 1][(i1 - 1)];
                up_0_m1_0 = u[i3 - 1][i2][(i1 - 1)];
                up_0_m1_1 = u[i3][i2][(i1 - 1)];
                up_m1_p1_0 = u[i3 - 1][i2 - 1][(i1 + 1)];
                up_m1_p1_1 = u[i3][i2 - 1][(i1 + 1)];
                up_p1_p1_0 = u[i3 - 1][i2 + 1][(i1 + 1)];
                up_p1_p1_1 = u[i3][i2 + 1][(i1 + 1)];
                up_0_p1_0 = u[i3 - 1][i2][(i1 + 1)];
                up_0_p1_1 = u[i3][i2][(i1 + 1)];
              }
            }
            for (int i3 = 1; i3 < n3 - 1; i3++) {
              up_m1_0_2 = u[i3 + 1][i2 - 1][i1];
              up_p1_0_2 = u[i3 + 1][i2 + 1][i1];
              up_m1_m1_2 = u[i3 + 1][i2 - 1][(i1 - 1)];
              up_p1_m1_2 = u[i3 + 1][i2 + 1][(i1 - 1)];
              up_0_m1_2 = u[i3 + 1][i2][(i1 - 1)];
              up_m1_p1_2 = u[i3 + 1][i2 - 1][(i1 + 1)];
              up_p1_p1_2 = u[i3 + 1][i2 + 1][(i1 + 1)];
              up_0_p1_2 = u[i3 + 1][i2][(i1 + 1)];
              r[i3][i2][i1] =
                  v[i3][i2][i1] - a0 * u[i3][i2][i1] -
                  a2 * ((up_m1_0_0 + up_p1_0_0 + up_m1_0_2 + up_p1_0_2) +
                        (up_m1_m1_1 + up_p1_m1_1 + up_0_m1_0 + up_0_m1_2) +
                        (up_m1_p1_1 + up_p1_p1_1 + up_0_p1_0 + up_0_p1_2)) -
                  a3 * ((up_m1_m1_0 + up_p1_m1_0 + up_m1_m1_2 + up_p1_m1_2) +
                        (up_m1_p1_0 + up_p1_p1_0 + up_m1_p1_2 + up_p1_p1_2));
              up_m1_0_0 = up_m1_0_1;
              up_m1_0_1 = up_m1_0_2;
              up_p1_0_0 = up_p1_0_1;
              up_p1_0_1 = up_p1_0_2;
              up_m1_m1_0 = up_m1_m1_1;
              up_m1_m1_1 = up_m1_m1_2;
              up_p1_m1_0 = up_p1_m1_1;
              up_p1_m1_1 = up_p1_m1_2;
              up_0_m1_0 = up_0_m1_1;
              up_0_m1_1 = up_0_m1_2;
              up_m1_p1_0 = up_m1_p1_1;
              up_m1_p1_1 = up_m1_p1_2;
              up_p1_p1_0 = up_p1_p1_1;
              up_p1_p1_1 = up_p1_p1_2;
              up_0_p1_0 = up_0_p1_1;
              up_0_p1_1 = up_0_p1_2;
            }
          }
      }
    } else {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
          for (int i1 = 1; i1 < n1 - 1; i1++)
            r[i3][i2][i1] =
                v[i3][i2][i1] - a0 * u[i3][i2][i1] -
                a2 * ((u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1] +
                       u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1]) +
                      (u[i3][i2 - 1][(i1 - 1)] + u[i3][i2 + 1][(i1 - 1)] +
                       u[i3 - 1][i2][(i1 - 1)] + u[i3 + 1][i2][(i1 - 1)]) +
                      (u[i3][i2 - 1][(i1 + 1)] + u[i3][i2 + 1][(i1 + 1)] +
                       u[i3 - 1][i2][(i1 + 1)] + u[i3 + 1][i2][(i1 + 1)])) -
                a3 *
                    ((u[i3 - 1][i2 - 1][(i1 - 1)] + u[i3 - 1][i2 + 1][(i1 - 1)] +
                      u[i3 + 1][i2 - 1][(i1 - 1)] +
                      u[i3 + 1][i2 + 1][(i1 - 1)]) +
                     (u[i3 - 1][i2 - 1][(i1 + 1)] + u[i3 - 1][i2 + 1][(i1 + 1)] +
                      u[i3 + 1][i2 - 1][(i1 + 1)] +
                      u[i3 + 1][i2 + 1][(i1 + 1)]));
    }
  }

}
