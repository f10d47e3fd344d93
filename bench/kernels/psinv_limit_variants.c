/*
 * Session 14: what holds the fused psinv at 1.35 ms when resid, with the
 * same bytes, takes 0.99 ms. All kernels are the bare 32 x 4 tile march as
 * `paracodex fuse` writes it (first planes peeled); they differ in one
 * thing each:
 *   range      the march over i3 in NC runs, one block per (tile, run):
 *              at 512^3 there are 2048 tiles, and with 56 registers 9
 *              blocks fit an SM (1188 slots): two waves, the second 72%
 *              full; runs make the last wave a smaller share
 *   cm         psinv's four corners r[i3][i2+-1][i1+-1] are loaded with the
 *              rest of plane i3+1 and kept one step in registers, as resid
 *              keeps its ring (the lines are then fetched together)
 *   shfl       the four corners come from the lanes beside (the thread at
 *              i1-1 holds r[i3][i2+-1][i1-1] in its registers); the first
 *              and last lane of a warp load theirs. Needs all 32 lanes of a
 *              warp on one row: TX = 32 and n1 - 2 a multiple of 32.
 * Every variant is checked bit for bit against the first of its routine.
 * Usage: psinv_limit_variants N REPS; kernel times from ncu (-k regex:'pl_').
 */
#include <omp.h>
#include <ompx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_time.h"

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

/* Lane exchange for the shfl variant: device only (the bench needs a GPU). */
static inline double lane_from_left(double x) { return x; }
static inline double lane_from_right(double x) { return x; }
static inline int lane_id(void) { return 0; }
#pragma omp begin declare variant match(device = {arch(nvptx64)})
static inline double lane_from_left(double x)
{
    long long b = __builtin_bit_cast(long long, x);
    int lo = __nvvm_shfl_sync_up_i32(0xffffffffu, (int)b, 1, 0);
    int hi = __nvvm_shfl_sync_up_i32(0xffffffffu, (int)(b >> 32), 1, 0);
    return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
static inline double lane_from_right(double x)
{
    long long b = __builtin_bit_cast(long long, x);
    int lo = __nvvm_shfl_sync_down_i32(0xffffffffu, (int)b, 1, 0x1f);
    int hi = __nvvm_shfl_sync_down_i32(0xffffffffu, (int)(b >> 32), 1, 0x1f);
    return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
static inline int lane_id(void) { return __nvvm_read_ptx_sreg_laneid(); }
#pragma omp end declare variant

/* psinv's body as fuse writes it; CORNER(dy, dx) is r[i3][i2+dy][i1+dx],
 * CENTER the read of u[i3][i2][i1]. */
#define PSINV_STEP(CORNER, CENTER)                                                             \
    r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1);                                                  \
    r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1));                                           \
    r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1));                                           \
    r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1);                                             \
    r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1);                                             \
    I3D(u, n1, n2, i3, i2, i1) =                                                               \
        CENTER + c0 * r_0_0_1 +                                                                \
        c1 * (r_0_m1_1 + r_0_p1_1 + (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) +               \
        c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) +                                    \
              (CORNER(m, m) + CORNER(p, m) + r_0_m1_0 + r_0_m1_2) +                            \
              (CORNER(m, p) + CORNER(p, p) + r_0_p1_0 + r_0_p1_2));                            \
    r_0_0_0 = r_0_0_1, r_0_0_1 = r_0_0_2, r_0_m1_0 = r_0_m1_1, r_0_m1_1 = r_0_m1_2;            \
    r_0_p1_0 = r_0_p1_1, r_0_p1_1 = r_0_p1_2, r_m1_0_0 = r_m1_0_1, r_m1_0_1 = r_m1_0_2;        \
    r_p1_0_0 = r_p1_0_1, r_p1_0_1 = r_p1_0_2;

#define OFF_m -1
#define OFF_p +1
#define CORNER_LOAD(dy, dx) I3D(r, n1, n2, i3, i2 OFF_##dy, i1 OFF_##dx)
#define CORNER_REG(dy, dx) k_##dy##dx
#define CORNER_LANE(dy, dx) s_##dy##dx
#define CORNER_HOISTED(dy, dx) h_##dy##dx
#define U_LOAD I3D(u, n1, n2, i3, i2, i1)

#define PSINV_DECL(LO)                                                                         \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, r_0_p1_0, r_0_p1_1,        \
        r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, r_p1_0_0, r_p1_0_1, r_p1_0_2;                  \
    r_0_0_0 = I3D(r, n1, n2, LO - 1, i2, i1);                                                  \
    r_0_0_1 = I3D(r, n1, n2, LO, i2, i1);                                                      \
    r_0_m1_0 = I3D(r, n1, n2, LO - 1, i2, (i1 - 1));                                           \
    r_0_m1_1 = I3D(r, n1, n2, LO, i2, i1 - 1);                                                 \
    r_0_p1_0 = I3D(r, n1, n2, LO - 1, i2, (i1 + 1));                                           \
    r_0_p1_1 = I3D(r, n1, n2, LO, i2, i1 + 1);                                                 \
    r_m1_0_0 = I3D(r, n1, n2, LO - 1, i2 - 1, i1);                                             \
    r_m1_0_1 = I3D(r, n1, n2, LO, i2 - 1, i1);                                                 \
    r_p1_0_0 = I3D(r, n1, n2, LO - 1, i2 + 1, i1);                                             \
    r_p1_0_1 = I3D(r, n1, n2, LO, i2 + 1, i1);

/* One thread's march over planes [LO, HI) of psinv at column (i2, i1). */
#define PSINV_RANGE(LO, HI)                                                                    \
    {                                                                                          \
        PSINV_DECL(LO)                                                                         \
        for (int i3 = LO; i3 < HI; i3++) {                                                     \
            PSINV_STEP(CORNER_LOAD, U_LOAD)                                                            \
        }                                                                                      \
    }

#define PSINV_CM_RANGE(LO, HI)                                                                 \
    {                                                                                          \
        PSINV_DECL(LO)                                                                         \
        double k_mm = I3D(r, n1, n2, LO, i2 - 1, i1 - 1), k_pm = I3D(r, n1, n2, LO, i2 + 1, i1 - 1); \
        double k_mp = I3D(r, n1, n2, LO, i2 - 1, i1 + 1), k_pp = I3D(r, n1, n2, LO, i2 + 1, i1 + 1); \
        for (int i3 = LO; i3 < HI; i3++) {                                                     \
            double n_mm = I3D(r, n1, n2, i3 + 1, i2 - 1, i1 - 1);                              \
            double n_pm = I3D(r, n1, n2, i3 + 1, i2 + 1, i1 - 1);                              \
            double n_mp = I3D(r, n1, n2, i3 + 1, i2 - 1, i1 + 1);                              \
            double n_pp = I3D(r, n1, n2, i3 + 1, i2 + 1, i1 + 1);                              \
            PSINV_STEP(CORNER_REG, U_LOAD)                                                             \
            k_mm = n_mm, k_pm = n_pm, k_mp = n_mp, k_pp = n_pp;                                \
        }                                                                                      \
    }

#define PSINV_SHFL_RANGE(LO, HI)                                                               \
    {                                                                                          \
        PSINV_DECL(LO)                                                                         \
        int lane = lane_id();                                                                  \
        for (int i3 = LO; i3 < HI; i3++) {                                                     \
            double s_mm = lane_from_left(r_m1_0_1), s_pm = lane_from_left(r_p1_0_1);           \
            double s_mp = lane_from_right(r_m1_0_1), s_pp = lane_from_right(r_p1_0_1);         \
            if (lane == 0)                                                                     \
                s_mm = CORNER_LOAD(m, m), s_pm = CORNER_LOAD(p, m);                            \
            if (lane == 31)                                                                    \
                s_mp = CORNER_LOAD(m, p), s_pp = CORNER_LOAD(p, p);                            \
            PSINV_STEP(CORNER_LANE, U_LOAD)                                                            \
        }                                                                                      \
    }

/* Every read of a step into a local first, in one run of loads: the
 * corners and u's centre as well as plane i3 + 1 (UFIRST: u's first). */
#define PSINV_HOIST_RANGE_(LO, HI, UFIRST)                                                     \
    {                                                                                          \
        PSINV_DECL(LO)                                                                         \
        for (int i3 = LO; i3 < HI; i3++) {                                                     \
            double h_u;                                                                        \
            if (UFIRST)                                                                        \
                h_u = U_LOAD;                                                                  \
            double h_mm = CORNER_LOAD(m, m), h_pm = CORNER_LOAD(p, m);                         \
            double h_mp = CORNER_LOAD(m, p), h_pp = CORNER_LOAD(p, p);                         \
            if (!(UFIRST))                                                                     \
                h_u = U_LOAD;                                                                  \
            PSINV_STEP(CORNER_HOISTED, h_u)                                                    \
        }                                                                                      \
    }
#define PSINV_HOIST_RANGE(LO, HI) PSINV_HOIST_RANGE_(LO, HI, 0)
#define PSINV_UFIRST_RANGE(LO, HI) PSINV_HOIST_RANGE_(LO, HI, 1)

/* resid's march over planes [LO, HI), as fuse writes it. */
#define RESID_RANGE(LO, HI)                                                                    \
    {                                                                                          \
        double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, u_p1_0_2, u_m1_m1_0, u_m1_m1_1, \
            u_m1_m1_2, u_p1_m1_0, u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1, u_0_m1_2, u_m1_p1_0, \
            u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, u_p1_p1_2, u_0_p1_0, u_0_p1_1, u_0_p1_2; \
        u_m1_0_0 = I3D(u, n1, n2, LO - 1, i2 - 1, i1);                                         \
        u_m1_0_1 = I3D(u, n1, n2, LO, i2 - 1, i1);                                             \
        u_p1_0_0 = I3D(u, n1, n2, LO - 1, i2 + 1, i1);                                         \
        u_p1_0_1 = I3D(u, n1, n2, LO, i2 + 1, i1);                                             \
        u_m1_m1_0 = I3D(u, n1, n2, LO - 1, i2 - 1, (i1 - 1));                                  \
        u_m1_m1_1 = I3D(u, n1, n2, LO, i2 - 1, (i1 - 1));                                      \
        u_p1_m1_0 = I3D(u, n1, n2, LO - 1, i2 + 1, (i1 - 1));                                  \
        u_p1_m1_1 = I3D(u, n1, n2, LO, i2 + 1, (i1 - 1));                                      \
        u_0_m1_0 = I3D(u, n1, n2, LO - 1, i2, (i1 - 1));                                       \
        u_0_m1_1 = I3D(u, n1, n2, LO, i2, (i1 - 1));                                           \
        u_m1_p1_0 = I3D(u, n1, n2, LO - 1, i2 - 1, (i1 + 1));                                  \
        u_m1_p1_1 = I3D(u, n1, n2, LO, i2 - 1, (i1 + 1));                                      \
        u_p1_p1_0 = I3D(u, n1, n2, LO - 1, i2 + 1, (i1 + 1));                                  \
        u_p1_p1_1 = I3D(u, n1, n2, LO, i2 + 1, (i1 + 1));                                      \
        u_0_p1_0 = I3D(u, n1, n2, LO - 1, i2, (i1 + 1));                                       \
        u_0_p1_1 = I3D(u, n1, n2, LO, i2, (i1 + 1));                                           \
        for (int i3 = LO; i3 < HI; i3++) {                                                     \
            u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);                                     \
            u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);                                     \
            u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1));                              \
            u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1));                              \
            u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1));                                   \
            u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1));                              \
            u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1));                              \
            u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1));                                   \
            I3D(r, n1, n2, i3, i2, i1) =                                                       \
                I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -                 \
                a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) +                            \
                      (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) +                          \
                      (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) -                         \
                a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) +                        \
                      (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2));                        \
            u_m1_0_0 = u_m1_0_1, u_m1_0_1 = u_m1_0_2, u_p1_0_0 = u_p1_0_1;                     \
            u_p1_0_1 = u_p1_0_2, u_m1_m1_0 = u_m1_m1_1, u_m1_m1_1 = u_m1_m1_2;                 \
            u_p1_m1_0 = u_p1_m1_1, u_p1_m1_1 = u_p1_m1_2, u_0_m1_0 = u_0_m1_1;                 \
            u_0_m1_1 = u_0_m1_2, u_m1_p1_0 = u_m1_p1_1, u_m1_p1_1 = u_m1_p1_2;                 \
            u_p1_p1_0 = u_p1_p1_1, u_p1_p1_1 = u_p1_p1_2, u_0_p1_0 = u_0_p1_1;                 \
            u_0_p1_1 = u_0_p1_2;                                                               \
        }                                                                                      \
    }

#define RESID_ARGS                                                                             \
    const double *restrict u, const double *v, double *r, int n1, int n2, int n3, double a0,   \
        double a2, double a3
#define PSINV_ARGS                                                                             \
    const double *restrict r, double *u, int n1, int n2, int n3, double c0, double c1,         \
        double c2

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
/* At most 64 registers (8 blocks of 128 an SM): resid's runs take 76 here. */
#define EIGHT_BLOCKS ompx_attribute(__attribute__((launch_bounds(128, 8))))

/* Bare blocks of 32 x 4 columns; block b marches tile b % nt over run
 * b / nt of NC equal runs of the interior planes (runs of one tile's
 * neighbours are in flight together, so their halo rows meet in L2). */
#define TILE_RUNS(NAME, NC, BOUNDS, ARGS, RANGE, ...)                                          \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int t1 = (n1 - 2 + 31) / 32, nt = t1 * ((n2 - 2 + 3) / 4), nb = nt * (NC);             \
        PRAGMA(omp target teams ompx_bare num_teams(nb) thread_limit(128) BOUNDS firstprivate(__VA_ARGS__, n1, n2, n3, t1, nt, nb)) \
        for (int b = ompx_block_id_x(); b < nb; b += ompx_grid_dim_x()) {                      \
            int l = ompx_thread_id_x(), t = b % nt, c = b / nt;                                \
            int i2 = (t / t1) * 4 + l / 32 + 1, i1 = (t % t1) * 32 + l % 32 + 1;               \
            int lo = 1 + (int)((long long)(n3 - 2) * c / (NC));                                \
            int hi = 1 + (int)((long long)(n3 - 2) * (c + 1) / (NC));                          \
            if (i1 < n1 - 1 && i2 < n2 - 1 && lo < hi)                                         \
                RANGE(lo, hi)                                                                  \
        }                                                                                      \
    }

TILE_RUNS(pl_psinv_c1, 1, , PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_c2, 2, , PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_c4, 4, , PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_c8, 8, , PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_c16, 16, , PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_cm_c1, 1, , PSINV_ARGS, PSINV_CM_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_cm_c4, 4, , PSINV_ARGS, PSINV_CM_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_hoist_c1, 1, , PSINV_ARGS, PSINV_HOIST_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_hoist_c4, 4, , PSINV_ARGS, PSINV_HOIST_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_ufirst_c1, 1, , PSINV_ARGS, PSINV_UFIRST_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_shfl_c1, 1, , PSINV_ARGS, PSINV_SHFL_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_psinv_shfl_c4, 4, , PSINV_ARGS, PSINV_SHFL_RANGE, r, u, c0, c1, c2)
TILE_RUNS(pl_resid_c1, 1, , RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_resid_c2, 2, , RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_resid_c4, 4, , RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_resid_c8, 8, , RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_resid_lb8_c1, 1, EIGHT_BLOCKS, RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_resid_lb8_c4, 4, EIGHT_BLOCKS, RESID_ARGS, RESID_RANGE, u, v, r, a0, a2, a3)
TILE_RUNS(pl_psinv_lb8_c1, 1, EIGHT_BLOCKS, PSINV_ARGS, PSINV_RANGE, r, u, c0, c1, c2)

static const char *same_as_ref(double *arr, const double *ref, size_t nt)
{
#pragma omp target update from(arr[0:nt])
    return memcmp(arr, ref, nt * sizeof *ref) == 0 ? "bit-identical" : "DIFFERENT";
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, reps = argc > 2 ? atoi(argv[2]) : 5;
    if (n < 32 || n % 32 != 0 || reps < 1 || reps > MAXREPS) {
        fprintf(stderr, "usage: %s N REPS (N a multiple of 32, REPS <= %d)\n", argv[0], MAXREPS);
        return 2;
    }
    int e = n + 2;
    size_t nt = (size_t)e * e * e;
    double *u = malloc(nt * sizeof *u), *v = malloc(nt * sizeof *v);
    double *r = calloc(nt, sizeof *r), *ref = malloc(nt * sizeof *ref);
    unsigned long long s = 88172645463325252ULL;
    for (size_t i = 0; i < nt; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        u[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        v[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
    }
    const double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
    const double c0 = -3.0 / 8.0, c1 = 1.0 / 32.0, c2 = -1.0 / 64.0;
    printf("psinv_limit_variants: %d^3 interior (extent %d), %d timed calls each\n", n, e, reps);
#pragma omp target enter data map(to: u[0:nt], v[0:nt], r[0:nt])
    {
        int on_host = 1;
#pragma omp target map(from: on_host)
        on_host = omp_is_initial_device();
        printf("target regions ran on: %s\n", on_host ? "HOST" : "GPU");
        if (on_host) {
            fprintf(stderr, "psinv_limit_variants needs a GPU (bare launches, lane exchange)\n");
            return 2;
        }
    }
    struct {
        const char *name;
        void (*f)(RESID_ARGS);
    } rs[] = {{"resid_c1", pl_resid_c1}, {"resid_c2", pl_resid_c2}, {"resid_c4", pl_resid_c4},
              {"resid_c8", pl_resid_c8}, {"resid_lb8_c1", pl_resid_lb8_c1},
              {"resid_lb8_c4", pl_resid_lb8_c4}};
    for (unsigned k = 0; k < sizeof rs / sizeof rs[0]; k++) {
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = 0.0;
        TIME(rs[k].name, reps, rs[k].f(u, v, r, e, e, e, a0, a2, a3));
        if (k == 0) {
#pragma omp target update from(r[0:nt])
            memcpy(ref, r, nt * sizeof *ref);
            printf("   reference\n");
        } else {
            printf("   %s\n", same_as_ref(r, ref, nt));
        }
    }
    struct {
        const char *name;
        void (*f)(PSINV_ARGS);
    } ps[] = {{"psinv_c1", pl_psinv_c1},           {"psinv_c2", pl_psinv_c2},
              {"psinv_c4", pl_psinv_c4},           {"psinv_c8", pl_psinv_c8},
              {"psinv_c16", pl_psinv_c16},         {"psinv_cm_c1", pl_psinv_cm_c1},
              {"psinv_cm_c4", pl_psinv_cm_c4},     {"psinv_shfl_c1", pl_psinv_shfl_c1},
              {"psinv_shfl_c4", pl_psinv_shfl_c4}, {"psinv_lb8_c1", pl_psinv_lb8_c1},
              {"psinv_hoist_c1", pl_psinv_hoist_c1},   {"psinv_hoist_c4", pl_psinv_hoist_c4},
              {"psinv_ufirst_c1", pl_psinv_ufirst_c1},
              {"psinv_c1_again", pl_psinv_c1}};
    for (unsigned k = 0; k < sizeof ps / sizeof ps[0]; k++) {
        /* one call on r = u is compared; the timed calls repeat it in place */
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = u[i];
        ps[k].f(v, r, e, e, e, c0, c1, c2);
        const char *same = "reference";
        if (k == 0) {
#pragma omp target update from(r[0:nt])
            memcpy(ref, r, nt * sizeof *ref);
        } else {
            same = same_as_ref(r, ref, nt);
        }
        TIME(ps[k].name, reps, ps[k].f(v, r, e, e, e, c0, c1, c2));
        printf("   %s\n", same);
    }
#pragma omp target exit data map(delete: u[0:nt], v[0:nt], r[0:nt])
    free(u), free(v), free(r), free(ref);
    return 0;
}
