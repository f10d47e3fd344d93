/*
 * Session 10: the plane march of the fused resid and psinv (bodies as
 * `paracodex fuse` writes them, copied from stencil_variants.c) under other
 * thread mappings, to find what holds the march at 1.41 / 1.77 ms:
 *   march      collapse(2) over (i2, i1): a team of 128 threads covers 128
 *              points of one row, so rows i2-1 and i2+1 come from other
 *              teams (L2, not L1)
 *   tileWxH    a team covers a W (i1) x H (i2) tile: the rows a thread
 *              reads beside its own are mostly loaded by its own team
 *   unroll2    the march loop unrolled twice (#pragma unroll 2): two
 *              planes' loads in flight
 * Every variant is checked bit for bit against `march`.
 * Usage: march_tile_variants N REPS; kernel times from ncu (-k regex:'tv_').
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_time.h"

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

/* One thread's march down i3 for resid at column (i2, i1). */
#define RESID_COLUMN(UNROLL)                                                                   \
    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, u_p1_0_2, u_m1_m1_0, u_m1_m1_1,   \
        u_m1_m1_2, u_p1_m1_0, u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1, u_0_m1_2, u_m1_p1_0,   \
        u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, u_p1_p1_2, u_0_p1_0, u_0_p1_1, u_0_p1_2;   \
    u_m1_0_0 = I3D(u, n1, n2, 0, i2 - 1, i1);                                                  \
    u_m1_0_1 = I3D(u, n1, n2, 1, i2 - 1, i1);                                                  \
    u_p1_0_0 = I3D(u, n1, n2, 0, i2 + 1, i1);                                                  \
    u_p1_0_1 = I3D(u, n1, n2, 1, i2 + 1, i1);                                                  \
    u_m1_m1_0 = I3D(u, n1, n2, 0, i2 - 1, (i1 - 1));                                           \
    u_m1_m1_1 = I3D(u, n1, n2, 1, i2 - 1, (i1 - 1));                                           \
    u_p1_m1_0 = I3D(u, n1, n2, 0, i2 + 1, (i1 - 1));                                           \
    u_p1_m1_1 = I3D(u, n1, n2, 1, i2 + 1, (i1 - 1));                                           \
    u_0_m1_0 = I3D(u, n1, n2, 0, i2, (i1 - 1));                                                \
    u_0_m1_1 = I3D(u, n1, n2, 1, i2, (i1 - 1));                                                \
    u_m1_p1_0 = I3D(u, n1, n2, 0, i2 - 1, (i1 + 1));                                           \
    u_m1_p1_1 = I3D(u, n1, n2, 1, i2 - 1, (i1 + 1));                                           \
    u_p1_p1_0 = I3D(u, n1, n2, 0, i2 + 1, (i1 + 1));                                           \
    u_p1_p1_1 = I3D(u, n1, n2, 1, i2 + 1, (i1 + 1));                                           \
    u_0_p1_0 = I3D(u, n1, n2, 0, i2, (i1 + 1));                                                \
    u_0_p1_1 = I3D(u, n1, n2, 1, i2, (i1 + 1));                                                \
    _Pragma(UNROLL) for (int i3 = 1; i3 < n3 - 1; i3++)                                        \
    {                                                                                          \
        u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);                                         \
        u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);                                         \
        u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1));                                  \
        u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1));                                  \
        u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1));                                       \
        u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1));                                  \
        u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1));                                  \
        u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1));                                       \
        I3D(r, n1, n2, i3, i2, i1) =                                                           \
            I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -                     \
            a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) +                                \
                  (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) +                              \
                  (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) -                             \
            a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) +                            \
                  (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2));                            \
        u_m1_0_0 = u_m1_0_1, u_m1_0_1 = u_m1_0_2, u_p1_0_0 = u_p1_0_1, u_p1_0_1 = u_p1_0_2;    \
        u_m1_m1_0 = u_m1_m1_1, u_m1_m1_1 = u_m1_m1_2, u_p1_m1_0 = u_p1_m1_1;                   \
        u_p1_m1_1 = u_p1_m1_2, u_0_m1_0 = u_0_m1_1, u_0_m1_1 = u_0_m1_2;                       \
        u_m1_p1_0 = u_m1_p1_1, u_m1_p1_1 = u_m1_p1_2, u_p1_p1_0 = u_p1_p1_1;                   \
        u_p1_p1_1 = u_p1_p1_2, u_0_p1_0 = u_0_p1_1, u_0_p1_1 = u_0_p1_2;                       \
    }

/* One thread's march down i3 for psinv at column (i2, i1). */
#define PSINV_COLUMN(UNROLL)                                                                   \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, r_0_p1_0, r_0_p1_1,        \
        r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, r_p1_0_0, r_p1_0_1, r_p1_0_2;                  \
    r_0_0_0 = I3D(r, n1, n2, 0, i2, i1);                                                       \
    r_0_0_1 = I3D(r, n1, n2, 1, i2, i1);                                                       \
    r_0_m1_0 = I3D(r, n1, n2, 0, i2, (i1 - 1));                                                \
    r_0_m1_1 = I3D(r, n1, n2, 1, i2, i1 - 1);                                                  \
    r_0_p1_0 = I3D(r, n1, n2, 0, i2, (i1 + 1));                                                \
    r_0_p1_1 = I3D(r, n1, n2, 1, i2, i1 + 1);                                                  \
    r_m1_0_0 = I3D(r, n1, n2, 0, i2 - 1, i1);                                                  \
    r_m1_0_1 = I3D(r, n1, n2, 1, i2 - 1, i1);                                                  \
    r_p1_0_0 = I3D(r, n1, n2, 0, i2 + 1, i1);                                                  \
    r_p1_0_1 = I3D(r, n1, n2, 1, i2 + 1, i1);                                                  \
    _Pragma(UNROLL) for (int i3 = 1; i3 < n3 - 1; i3++)                                        \
    {                                                                                          \
        r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1);                                              \
        r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1));                                       \
        r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1));                                       \
        r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1);                                         \
        r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1);                                         \
        I3D(u, n1, n2, i3, i2, i1) =                                                           \
            I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 +                                        \
            c1 * (r_0_m1_1 + r_0_p1_1 + (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) +           \
            c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) +                                \
                  (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + \
                   r_0_m1_0 + r_0_m1_2) +                                                      \
                  (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + \
                   r_0_p1_0 + r_0_p1_2));                                                      \
        r_0_0_0 = r_0_0_1, r_0_0_1 = r_0_0_2, r_0_m1_0 = r_0_m1_1, r_0_m1_1 = r_0_m1_2;        \
        r_0_p1_0 = r_0_p1_1, r_0_p1_1 = r_0_p1_2, r_m1_0_0 = r_m1_0_1, r_m1_0_1 = r_m1_0_2;    \
        r_p1_0_0 = r_p1_0_1, r_p1_0_1 = r_p1_0_2;                                              \
    }

#define RESID_ARGS                                                                             \
    const double *restrict u, const double *v, double *r, int n1, int n2, int n3, double a0,   \
        double a2, double a3
#define PSINV_ARGS                                                                             \
    const double *restrict r, double *u, int n1, int n2, int n3, double c0, double c1,         \
        double c2

/* Row mapping: collapse(2) over (i2, i1), as fuse writes it. */
#define ROWS(NAME, ARGS, COLUMN, UNROLL)                                                       \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        _Pragma("omp target teams distribute parallel for collapse(2)")                        \
        for (int i2 = 1; i2 < n2 - 1; i2++)                                                    \
            for (int i1 = 1; i1 < n1 - 1; i1++) {                                              \
                COLUMN(UNROLL)                                                                 \
            }                                                                                  \
    }

/* Tile mapping: a team of W*H threads covers W x H columns; tile t, lane l.
 * clang gives a `distribute parallel for` team its thread count of
 * consecutive iterations, so lane l is thread l of the team. */
#define TILES(NAME, ARGS, COLUMN, UNROLL, W, H, LIMIT)                                         \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int t1 = (n1 - 2 + (W)-1) / (W), t2 = (n2 - 2 + (H)-1) / (H);                          \
        _Pragma(LIMIT) for (int t = 0; t < t1 * t2; t++) for (int l = 0; l < (W) * (H); l++)   \
        {                                                                                      \
            int i2 = 1 + (t / t1) * (H) + l / (W), i1 = 1 + (t % t1) * (W) + l % (W);          \
            if (i2 < n2 - 1 && i1 < n1 - 1) {                                                  \
                COLUMN(UNROLL)                                                                 \
            }                                                                                  \
        }                                                                                      \
    }

#define NOUNROLL "nounroll"
#define UNROLL2 "unroll 2"
#define TL128 "omp target teams distribute parallel for collapse(2) thread_limit(128)"
#define TL256 "omp target teams distribute parallel for collapse(2) thread_limit(256)"

ROWS(tv_resid_march, RESID_ARGS, RESID_COLUMN, NOUNROLL)
ROWS(tv_resid_unroll2, RESID_ARGS, RESID_COLUMN, UNROLL2)
TILES(tv_resid_tile32x4, RESID_ARGS, RESID_COLUMN, NOUNROLL, 32, 4, TL128)
TILES(tv_resid_tile32x8, RESID_ARGS, RESID_COLUMN, NOUNROLL, 32, 8, TL256)
TILES(tv_resid_tile64x4, RESID_ARGS, RESID_COLUMN, NOUNROLL, 64, 4, TL256)
TILES(tv_resid_tile32x4_unroll2, RESID_ARGS, RESID_COLUMN, UNROLL2, 32, 4, TL128)
ROWS(tv_psinv_march, PSINV_ARGS, PSINV_COLUMN, NOUNROLL)
ROWS(tv_psinv_unroll2, PSINV_ARGS, PSINV_COLUMN, UNROLL2)
TILES(tv_psinv_tile32x4, PSINV_ARGS, PSINV_COLUMN, NOUNROLL, 32, 4, TL128)
TILES(tv_psinv_tile32x8, PSINV_ARGS, PSINV_COLUMN, NOUNROLL, 32, 8, TL256)
TILES(tv_psinv_tile64x4, PSINV_ARGS, PSINV_COLUMN, NOUNROLL, 64, 4, TL256)

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
    printf("march_tile_variants: %d^3 interior (extent %d), %d timed calls each\n", n, e, reps);
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
    } rs[] = {{"resid_march", tv_resid_march},         {"resid_unroll2", tv_resid_unroll2},
              {"resid_tile32x4", tv_resid_tile32x4},   {"resid_tile32x8", tv_resid_tile32x8},
              {"resid_tile64x4", tv_resid_tile64x4},
              {"resid_tile32x4_unroll2", tv_resid_tile32x4_unroll2}};
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
    } ps[] = {{"psinv_march", tv_psinv_march},       {"psinv_unroll2", tv_psinv_unroll2},
              {"psinv_tile32x4", tv_psinv_tile32x4}, {"psinv_tile32x8", tv_psinv_tile32x8},
              {"psinv_tile64x4", tv_psinv_tile64x4}};
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
