/*
 * Session 12: what the march's 115 registers (resid; psinv 102) are made of.
 * The same column bodies (as `paracodex fuse` writes them, copied from
 * march_tile_variants.c) under other ways of giving each thread its column:
 *   march    collapse(2) over (i2, i1), as fuse writes it (the reference)
 *   manual   standard OpenMP without a worksharing loop: `target teams
 *            num_teams(B) thread_limit(128)` + `parallel`, each thread
 *            striding over teams and lanes (correct for any team size)
 *   bare     clang's `ompx_bare` (no OpenMP device runtime in the kernel;
 *            a CUDA-style launch of exactly B blocks of 128), blocks strided
 *   fuse     bare, psinv's column exactly as fuse writes it (first planes
 *            loaded inside the loop); `_safe`, in fuse's host-safe form
 *   psum     bare, and the march keeps the pair sums of a plane (the
 *            body's own left-to-right additions, so the same roundings)
 *            instead of the raw values: fewer live registers
 * Registers by the cubin here (clang 19, sm_90): march 115, manual 96,
 * bare 63; clang's CUDA of the same march: 63, nvcc's: 56.
 * Every variant is checked bit for bit against `march`.
 * Usage: bare_march_variants N REPS; kernel times from ncu (-k regex:'bv_').
 */
#include <omp.h>
#include <ompx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_time.h"
#include "bare_march_columns.h"
#include "bare_march_fusetext_columns.h"

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
#define BARE(NAME, ARGS, COLUMN, ...)                                                     \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int g1 = (n1 - 2 + 127) / 128, nb = g1 * (n2 - 2);                                     \
        PRAGMA(omp target teams ompx_bare num_teams(nb) thread_limit(128) firstprivate(__VA_ARGS__, n1, n2, n3, g1, nb)) \
        for (int b = ompx_block_id_x(); b < nb; b += ompx_grid_dim_x()) {                      \
            int i2 = b / g1 + 1, i1 = (b % g1) * 128 + ompx_thread_id_x() + 1;                 \
            if (i1 < n1 - 1) {                                                                 \
                COLUMN                                                                         \
            }                                                                                  \
        }                                                                                      \
    }

/* Bare, tiles of TX (i1) x TY (i2) columns, TX * TY threads a block: the
 * rows beside a thread's own are mostly read by its own block (L1). 32 x 4
 * since session 12; session 13 asks which tile fuse should write. */
#define BARE_TILE_XY(NAME, TX, TY, ARGS, COLUMN, ...)                                          \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int t1 = (n1 - 2 + TX - 1) / TX, nb = t1 * ((n2 - 2 + TY - 1) / TY);                   \
        PRAGMA(omp target teams ompx_bare num_teams(nb) thread_limit(TX * TY) firstprivate(__VA_ARGS__, n1, n2, n3, t1, nb)) \
        for (int b = ompx_block_id_x(); b < nb; b += ompx_grid_dim_x()) {                      \
            int l = ompx_thread_id_x();                                                        \
            int i2 = (b / t1) * TY + l / TX + 1, i1 = (b % t1) * TX + l % TX + 1;              \
            if (i1 < n1 - 1 && i2 < n2 - 1) {                                                  \
                COLUMN                                                                         \
            }                                                                                  \
        }                                                                                      \
    }

/* Bare, and correct when the region falls back to the host: there
 * omp_is_initial_device() holds, ompx_* ids mean nothing, and team 0 walks
 * every column; on the GPU the test folds away. */
#define BARE_SAFE(NAME, ARGS, COLUMN, ...)                                                     \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int g1 = (n1 - 2 + 127) / 128, nb = g1 * (n2 - 2);                                     \
        PRAGMA(omp target teams ompx_bare num_teams(nb) thread_limit(128) firstprivate(__VA_ARGS__, n1, n2, n3, g1, nb)) \
        {                                                                                      \
            int host = omp_is_initial_device();                                                \
            if (!host || omp_get_team_num() == 0)                                              \
                for (int b = host ? 0 : ompx_block_id_x(); b < nb; b += host ? 1 : ompx_grid_dim_x()) \
                    for (int l = host ? 0 : ompx_thread_id_x(), le = host ? 128 : l + 1; l < le; l++) { \
                        int i2 = b / g1 + 1, i1 = (b % g1) * 128 + l + 1;                      \
                        if (i1 < n1 - 1) {                                                     \
                            COLUMN                                                             \
                        }                                                                      \
                    }                                                                          \
        }                                                                                      \
    }

MARCH(bv_resid_march, RESID_ARGS, RESID_COLUMN)
MANUAL(bv_resid_manual, RESID_ARGS, RESID_COLUMN)
BARE(bv_resid_bare, RESID_ARGS, RESID_COLUMN, u, v, r, a0, a2, a3)
BARE(bv_resid_psum, RESID_ARGS, RESID_PSUM_COLUMN, u, v, r, a0, a2, a3)
MARCH(bv_resid_march_psum, RESID_ARGS, RESID_PSUM_COLUMN)
MARCH(bv_psinv_march, PSINV_ARGS, PSINV_COLUMN)
MANUAL(bv_psinv_manual, PSINV_ARGS, PSINV_COLUMN)
BARE(bv_psinv_bare, PSINV_ARGS, PSINV_COLUMN, r, u, c0, c1, c2)
BARE(bv_psinv_psum, PSINV_ARGS, PSINV_PSUM_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_tile, 32, 4, PSINV_ARGS, PSINV_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_psum_tile, 32, 4, PSINV_ARGS, PSINV_PSUM_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_resid_psum_tile, 32, 4, RESID_ARGS, RESID_PSUM_COLUMN, u, v, r, a0, a2, a3)
BARE_SAFE(bv_resid_psum_safe, RESID_ARGS, RESID_PSUM_COLUMN, u, v, r, a0, a2, a3)
BARE_SAFE(bv_psinv_psum_safe, PSINV_ARGS, PSINV_PSUM_COLUMN, r, u, c0, c1, c2)
BARE_SAFE(bv_psinv_fuse_safe, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE(bv_psinv_fuse, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_fuse_32x4, 32, 4, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_fuse_32x8, 32, 8, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_fuse_64x4, 64, 4, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_fuse_32x2, 32, 2, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_fuse_16x8, 16, 8, PSINV_ARGS, PSINV_FUSE_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_resid_fusetext_32x4, 32, 4, RESID_ARGS, RESID_FUSETEXT_COLUMN, u, v, r, a0, a2, a3)
BARE_TILE_XY(bv_resid_fusetext_nounroll_32x4, 32, 4, RESID_ARGS, RESID_FUSETEXT_NOUNROLL_COLUMN, u, v, r, a0, a2, a3)
BARE_TILE_XY(bv_resid_peel_32x4, 32, 4, RESID_ARGS, RESID_PEEL_COLUMN, u, v, r, a0, a2, a3)
BARE_TILE_XY(bv_psinv_fusetext_nounroll_32x4, 32, 4, PSINV_ARGS, PSINV_FUSETEXT_NOUNROLL_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_psinv_peel_32x4, 32, 4, PSINV_ARGS, PSINV_PEEL_COLUMN, r, u, c0, c1, c2)
BARE_TILE_XY(bv_resid_32x4, 32, 4, RESID_ARGS, RESID_COLUMN, u, v, r, a0, a2, a3)
BARE_TILE_XY(bv_resid_32x8, 32, 8, RESID_ARGS, RESID_COLUMN, u, v, r, a0, a2, a3)
static const char *same_as_ref(double *arr, const double *ref, size_t nt)
{
#pragma omp target update from(arr[0:nt])
    return memcmp(arr, ref, nt * sizeof *ref) == 0 ? "bit-identical" : "DIFFERENT";
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, reps = argc > 2 ? atoi(argv[2]) : 5;
    if (n < 4 || reps < 1 || reps > MAXREPS) {
        fprintf(stderr, "usage: %s N REPS (N >= 4, REPS <= %d)\n", argv[0], MAXREPS);
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
    printf("bare_march_variants: %d^3 interior (extent %d), %d timed calls each\n", n, e, reps);
#pragma omp target enter data map(to: u[0:nt], v[0:nt], r[0:nt])
    {
        int on_host = 1;
#pragma omp target map(from: on_host)
        on_host = omp_is_initial_device();
        printf("target regions ran on: %s\n", on_host ? "HOST" : "GPU");
    }
    struct {
        const char *name;
        void (*f)(RESID_ARGS);
    } rs[] = {{"resid_march", bv_resid_march},   {"resid_manual", bv_resid_manual},
              {"resid_bare", bv_resid_bare},     {"resid_psum", bv_resid_psum},
              {"resid_march_psum", bv_resid_march_psum},
              {"resid_psum_tile", bv_resid_psum_tile},
              {"resid_psum_safe", bv_resid_psum_safe},
              {"resid_32x4", bv_resid_32x4},     {"resid_32x8", bv_resid_32x8},
              {"resid_fusetext_32x4", bv_resid_fusetext_32x4},
              {"resid_fusetext_nounroll_32x4", bv_resid_fusetext_nounroll_32x4},
              {"resid_peel_32x4", bv_resid_peel_32x4}};
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
    } ps[] = {{"psinv_march", bv_psinv_march},
              {"psinv_manual", bv_psinv_manual},
              {"psinv_bare", bv_psinv_bare},
              {"psinv_psum", bv_psinv_psum},     {"psinv_tile", bv_psinv_tile},
              {"psinv_psum_tile", bv_psinv_psum_tile},
              {"psinv_psum_safe", bv_psinv_psum_safe},
              {"psinv_fuse_safe", bv_psinv_fuse_safe}, {"psinv_fuse", bv_psinv_fuse},
              {"psinv_fuse_32x4", bv_psinv_fuse_32x4}, {"psinv_fuse_32x8", bv_psinv_fuse_32x8},
              {"psinv_fuse_64x4", bv_psinv_fuse_64x4}, {"psinv_fuse_32x2", bv_psinv_fuse_32x2},
              {"psinv_fuse_16x8", bv_psinv_fuse_16x8},
              {"psinv_fusetext_nounroll_32x4", bv_psinv_fusetext_nounroll_32x4},
              {"psinv_peel_32x4", bv_psinv_peel_32x4}};
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
