/*
 * case:     vertical_macro_argument_reads
 * what:     ParaCodex's NAS MG style: every access is an index macro whose
 *           body is a parenthesised subscript, `(a[(i3)*n2*n1 + (i2)*n1 +
 *           (i1)])`; the temporaries are declared together without a value
 *           and allocated by assignment; maps are `present,alloc:` lists
 *           without blanks (OpenMP 5.1's spelling; 6.0's `present:` is
 *           tested on ParaCodex's MG itself). Each consumer read `I3D(r1,
 *           ..., i1-1)` is replaced as a whole invocation, the producer's
 *           expression copied with its own macro calls and shifted arguments.
 * regions:  R1 producer (writes r1, r2), R2 consumer (reads r1, r2).
 * expect:   R1 -> R2 via r1, r2: LEGAL
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

#define I3D(a, n1, n2, i3, i2, i1) (a[(i3)*n2*n1 + (i2)*n1 + (i1)])

void smooth3(double *__restrict__ orr, double *__restrict__ ou, int n1, int n2, int n3,
             double c0, double c1)
{
  int i3, i2, i1;
  size_t total = (size_t)n3 * n2 * n1;
#pragma omp target data map(tofrom: orr[0:total], ou[0:total])
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
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks) map(present,alloc:orr[0:total],ou[0:total])
{
          // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32, (b % g1) * 32 + l % 32);
          // run on the host, team 0 takes every column
          int pcx_host = !PARACODEX_GPU_CODE;
          if (!pcx_host || omp_get_team_num() == 0)
            for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
                 pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
              for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? 128 : pcx_l + 1;
                   pcx_l < pcx_le; pcx_l++)
                if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                    (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                  int i2 = (int)((1LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                  int i1 = (int)((1LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                  // input columns rotate in registers as i3 advances: <array>_<offsets>_<s> holds plane
                  // i3 + (lowest offset) + s
                  double orr_0_0_0, orr_0_0_1, orr_0_0_2;
                  {
                    int i3 = 1;
                    if (i3 < n3 - 1) {
                      orr_0_0_0 = I3D(orr, n1, n2, i3 - 1, i2, i1);
                      orr_0_0_1 = I3D(orr, n1, n2, i3, i2, i1);
                    }
                  }
                  for (int i3 = 1; i3 < n3 - 1; i3++) {
                    orr_0_0_2 = I3D(orr, n1, n2, i3 + 1, i2, i1);
                    I3D(ou, n1, n2, i3, i2, i1) = c0 * orr_0_0_1 +
                                                  c1 * ((I3D(orr, n1, n2, i3, i2 - 1, (i1 - 1)) +
                                                         I3D(orr, n1, n2, i3, i2 + 1, (i1 - 1))) +
                                                        (I3D(orr, n1, n2, i3, i2 - 1, (i1 + 1)) +
                                                         I3D(orr, n1, n2, i3, i2 + 1, (i1 + 1)))) +
                                                  (orr_0_0_0 + orr_0_0_2);
                    orr_0_0_0 = orr_0_0_1;
                    orr_0_0_1 = orr_0_0_2;
                  }
                }
        }
      } else
#endif
{
#pragma omp target teams loop collapse(2) map(present,alloc:orr[0:total],ou[0:total])
    for (i2 = 1; i2 < n2 - 1; i2++)
          for (i1 = 1; i1 < n1 - 1; i1++) {
            // input columns rotate in registers as i3 advances: <array>_<offsets>_<s> holds plane i3 +
            // (lowest offset) + s
            double orr_0_0_0, orr_0_0_1, orr_0_0_2;
            {
              int i3 = 1;
              if (i3 < n3 - 1) {
                orr_0_0_0 = I3D(orr, n1, n2, i3 - 1, i2, i1);
                orr_0_0_1 = I3D(orr, n1, n2, i3, i2, i1);
              }
            }
            for (int i3 = 1; i3 < n3 - 1; i3++) {
              orr_0_0_2 = I3D(orr, n1, n2, i3 + 1, i2, i1);
              I3D(ou, n1, n2, i3, i2, i1) = c0 * orr_0_0_1 +
                                            c1 * ((I3D(orr, n1, n2, i3, i2 - 1, (i1 - 1)) +
                                                   I3D(orr, n1, n2, i3, i2 + 1, (i1 - 1))) +
                                                  (I3D(orr, n1, n2, i3, i2 - 1, (i1 + 1)) +
                                                   I3D(orr, n1, n2, i3, i2 + 1, (i1 + 1)))) +
                                            (orr_0_0_0 + orr_0_0_2);
              orr_0_0_0 = orr_0_0_1;
              orr_0_0_1 = orr_0_0_2;
            }
          }
      }
    } else {
#pragma omp target teams loop collapse(3) map(present,alloc:orr[0:total],ou[0:total])
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
          for (i1 = 1; i1 < n1 - 1; i1++)
            I3D(ou, n1, n2, i3, i2, i1) =
                c0 * I3D(orr, n1, n2, i3, i2, i1) +
                c1 *
                    ((I3D(orr, n1, n2, i3, i2 - 1, (i1 - 1)) + I3D(orr, n1, n2, i3, i2 + 1, (i1 - 1))) +
                     (I3D(orr, n1, n2, i3, i2 - 1, (i1 + 1)) +
                      I3D(orr, n1, n2, i3, i2 + 1, (i1 + 1)))) +
                (I3D(orr, n1, n2, i3 - 1, i2, i1) + I3D(orr, n1, n2, i3 + 1, i2, i1));
    }
  }
}
