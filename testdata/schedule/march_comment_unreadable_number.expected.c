/*
 * case:   march_comment_unreadable_number
 * what:   A schedule comment whose chunk is not a number,
 *         `plane-march k chunk=two`, asks for nothing: the options decide
 *         (with --schedule=all the region is marched with the defaults),
 *         and fuse writes its own comment under the user's line, which it
 *         leaves as written. A second run reads fuse's comment.
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

#define N 12

static void smooth(const double *restrict a, double *restrict out)
{
  // paracodex: schedule(plane-march k chunk=two)
  // paracodex: schedule(plane-march k min-plane=262144 bare)
  if ((((long long)(N))) * (((long long)(N))) >= PARACODEX_MIN_PLANE(262144LL)) {
#if PARACODEX_BARE
if (PARACODEX_BARE_WANTED() && ((((long long)(N)))) > 0 && ((((long long)(N)))) > 0 &&
        ((((long long)(N)))) <= 2147483647LL - 3 && ((((long long)(N)))) <= 2147483647LL - 31 &&
        ((((((long long)(N)))) + 3) / 4) * ((((((long long)(N)))) + 31) / 32) <= 1073741823LL) {
      int pcx_n1 = (int)((((long long)(N)))), pcx_n2 = (int)((((long long)(N)))),
          pcx_g1 = (pcx_n1 + 31) / 32, pcx_blocks = pcx_g1 * ((pcx_n2 + 3) / 4);
#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) thread_limit(PARACODEX_BARE_THREADS(128)) firstprivate(pcx_n1, pcx_n2, pcx_g1, pcx_blocks) map(to: a[0:N*N*N]) map(tofrom: out[0:N*N*N])
{
        // on the GPU: block b, thread l takes column ((b / g1) * 4 + l / 32, (b % g1) * 32 + l % 32); run
        // on the host, team 0 takes every column
        int pcx_host = !PARACODEX_GPU_CODE;
        if (!pcx_host || omp_get_team_num() == 0)
          for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;
               pcx_b += pcx_host ? 1 : ompx_grid_dim_x())
            for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? 128 : pcx_l + 1;
                 pcx_l < pcx_le; pcx_l++)
              if ((pcx_b / pcx_g1) * 4 + pcx_l / 32 < pcx_n2 &&
                  (pcx_b % pcx_g1) * 32 + pcx_l % 32 < pcx_n1) {
                int j = (int)((0LL) + (pcx_b / pcx_g1) * 4 + pcx_l / 32);
                int i = (int)((0LL) + (pcx_b % pcx_g1) * 32 + pcx_l % 32);
                // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k +
                // (lowest offset) + s
                double a_0_0_0, a_0_0_1, a_0_0_2;
                {
                  int k = 1;
                  if (k < N - 1) {
                    a_0_0_0 = a[((k - 1) * N + j) * N + i];
                    a_0_0_1 = a[((k)*N + j) * N + i];
                  }
                }
                for (int k = 1; k < N - 1; k++) {
                  a_0_0_2 = a[((k + 1) * N + j) * N + i];
                  out[(k * N + j) * N + i] = a_0_0_0 - a_0_0_2;
                  a_0_0_0 = a_0_0_1;
                  a_0_0_1 = a_0_0_2;
                }
              }
      }
    } else
#endif
{
#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:N*N*N]) map(tofrom: out[0:N*N*N])
  for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) {
          // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k +
          // (lowest offset) + s
          double a_0_0_0, a_0_0_1, a_0_0_2;
          {
            int k = 1;
            if (k < N - 1) {
              a_0_0_0 = a[((k - 1) * N + j) * N + i];
              a_0_0_1 = a[((k)*N + j) * N + i];
            }
          }
          for (int k = 1; k < N - 1; k++) {
            a_0_0_2 = a[((k + 1) * N + j) * N + i];
            out[(k * N + j) * N + i] = a_0_0_0 - a_0_0_2;
            a_0_0_0 = a_0_0_1;
            a_0_0_1 = a_0_0_2;
          }
        }
    }
  } else {
#pragma omp target teams distribute parallel for collapse(3) map(to: a[0:N*N*N]) map(tofrom: out[0:N*N*N])
  for (int k = 1; k < N - 1; k++)
      for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++)
          out[(k * N + j) * N + i] = a[((k - 1) * N + j) * N + i] - a[((k + 1) * N + j) * N + i];
  }
}

int main(void)
{
  double *a = malloc(sizeof(double) * N * N * N), *out = malloc(sizeof(double) * N * N * N);
  for (int p = 0; p < N * N * N; p++) {
    a[p] = (p * 53 % 17) / 4.0;
    out[p] = 1;
  }
  smooth(a, out);
  double s = 0;
  for (int p = 0; p < N * N * N; p++)
    s = s * 1.000001 + out[p];
  printf("checksum %.17g\n", s);
  free(a);
  free(out);
  return 0;
}
