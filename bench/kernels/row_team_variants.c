/*
 * Session 11: one thread per point, but with the hand CUDA kernel's
 * mapping (resid_cuda.cu: a block per 128 points of one (i3, i2) row, the
 * row from blockIdx, i1 from threadIdx, no index division per point)
 * instead of `collapse(3)`'s flat iteration space, where every point pays
 * a 64-bit division to recover (i3, i2, i1) (session 9: 32-bit division
 * gains 16%, index_variants.c). Bodies are the inline fused text `paracodex
 * fuse --schedule=keep nas_mg/mg.c` writes (resid, psinv, interp).
 *   c3      target teams distribute parallel for collapse(3) (reference)
 *   rows    target teams distribute collapse(2) over (i3, i2), thread_limit
 *           128, and a nested `parallel for` over i1
 *   rowblk  teams over (i3, i2, block of 128 i1), nested `parallel for`
 *           over the block: CUDA's grid exactly
 *   col     (added after the first run) the march's mapping, a thread per
 *           (i2, i1) column walking i3, but nothing kept in registers
 *           across steps: the reuse is left to L1 and L2, for fewer
 *           registers and more warps per SM than the march's 16
 * Every variant is checked bit for bit against c3. The plane march of
 * resid and psinv is timed by march_tile_variants.c in the same call.
 * Usage: row_team_variants N REPS; kernel times from ncu (-k regex:'rt_').
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "median_time.h"

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

#define RESID_POINT                                                                            \
    I3D(r, n1, n2, i3, i2, i1) =                                                               \
        I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -                         \
        a2 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1) + I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +       \
               I3D(u, n1, n2, i3 + 1, i2 - 1, i1) + I3D(u, n1, n2, i3 + 1, i2 + 1, i1)) +      \
              (I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)) + I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)) +   \
               I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)) + I3D(u, n1, n2, i3 + 1, i2, (i1 - 1))) +  \
              (I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)) + I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)) +   \
               I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)) + I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)))) - \
        a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)) +                                      \
               I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)) +                                      \
               I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)) +                                      \
               I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1))) +                                     \
              (I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)) +                                      \
               I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)) +                                      \
               I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)) + I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1))))

#define PSINV_POINT                                                                            \
    I3D(u, n1, n2, i3, i2, i1) =                                                               \
        I3D(u, n1, n2, i3, i2, i1) + c0 * I3D(r, n1, n2, i3, i2, i1) +                         \
        c1 * (I3D(r, n1, n2, i3, i2, i1 - 1) + I3D(r, n1, n2, i3, i2, i1 + 1) +                \
              (I3D(r, n1, n2, i3, i2 - 1, i1) + I3D(r, n1, n2, i3, i2 + 1, i1) +               \
               I3D(r, n1, n2, i3 - 1, i2, i1) + I3D(r, n1, n2, i3 + 1, i2, i1))) +             \
        c2 * ((I3D(r, n1, n2, i3 - 1, i2 - 1, i1) + I3D(r, n1, n2, i3 - 1, i2 + 1, i1) +       \
               I3D(r, n1, n2, i3 + 1, i2 - 1, i1) + I3D(r, n1, n2, i3 + 1, i2 + 1, i1)) +      \
              (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) +   \
               I3D(r, n1, n2, i3 - 1, i2, (i1 - 1)) + I3D(r, n1, n2, i3 + 1, i2, (i1 - 1))) +  \
              (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) +   \
               I3D(r, n1, n2, i3 - 1, i2, (i1 + 1)) + I3D(r, n1, n2, i3 + 1, i2, (i1 + 1))))

/* z is the coarse grid (extent m), u the fine one (extent n). */
#define Z(d3, d2, d1) I3D(z, m, m, i3 + (d3), i2 + (d2), i1 + (d1))
#define U(p3, p2, p1) I3D(u, n, n, 2 * i3 + (p3), 2 * i2 + (p2), 2 * i1 + (p1))
#define INTERP_POINT                                                                           \
    U(0, 0, 0) += Z(0, 0, 0);                                                                  \
    U(0, 0, 1) += 0.5 * (Z(0, 0, 1) + Z(0, 0, 0));                                             \
    U(0, 1, 0) += 0.5 * (Z(0, 1, 0) + Z(0, 0, 0));                                             \
    U(0, 1, 1) += 0.25 * ((Z(0, 1, 0) + Z(0, 0, 0)) + (Z(0, 1, 1) + Z(0, 0, 1)));              \
    U(1, 0, 0) += 0.5 * (Z(1, 0, 0) + Z(0, 0, 0));                                             \
    U(1, 0, 1) += 0.25 * ((Z(1, 0, 0) + Z(0, 0, 0)) + (Z(1, 0, 1) + Z(0, 0, 1)));              \
    U(1, 1, 0) += 0.25 * (Z(1, 1, 0) + Z(1, 0, 0) + (Z(0, 1, 0) + Z(0, 0, 0)));                \
    U(1, 1, 1) += 0.125 * ((Z(1, 1, 0) + Z(1, 0, 0) + (Z(0, 1, 0) + Z(0, 0, 0))) +             \
                           (Z(1, 1, 1) + Z(1, 0, 1) + (Z(0, 1, 1) + Z(0, 0, 1))))

#define RESID_ARGS                                                                             \
    const double *restrict u, const double *v, double *r, int n1, int n2, int n3, double a0,   \
        double a2, double a3
#define PSINV_ARGS                                                                             \
    const double *restrict r, double *u, int n1, int n2, int n3, double c0, double c1,         \
        double c2
#define INTERP_ARGS const double *restrict z, int m, double *u, int n

/* The three mappings of one loop nest over i3 in [LO, H3), i2 in [LO, H2),
 * i1 in [LO, H1). */
#define VARIANTS(PREFIX, ARGS, LO, H3, H2, H1, BODY)                                           \
    static void PREFIX##_c3(ARGS)                                                              \
    {                                                                                          \
        _Pragma("omp target teams distribute parallel for collapse(3)")                        \
        for (int i3 = LO; i3 < H3; i3++)                                                       \
            for (int i2 = LO; i2 < H2; i2++)                                                   \
                for (int i1 = LO; i1 < H1; i1++) {                                             \
                    BODY;                                                                      \
                }                                                                              \
    }                                                                                          \
    static void PREFIX##_rows(ARGS)                                                            \
    {                                                                                          \
        _Pragma("omp target teams distribute collapse(2) thread_limit(128)")                   \
        for (int i3 = LO; i3 < H3; i3++)                                                       \
            for (int i2 = LO; i2 < H2; i2++) {                                                 \
                _Pragma("omp parallel for")                                                    \
                for (int i1 = LO; i1 < H1; i1++) {                                             \
                    BODY;                                                                      \
                }                                                                              \
            }                                                                                  \
    }                                                                                          \
    static void PREFIX##_col(ARGS)                                                             \
    {                                                                                          \
        _Pragma("omp target teams distribute parallel for collapse(2)")                        \
        for (int i2 = LO; i2 < H2; i2++)                                                       \
            for (int i1 = LO; i1 < H1; i1++)                                                   \
                for (int i3 = LO; i3 < H3; i3++) {                                             \
                    BODY;                                                                      \
                }                                                                              \
    }                                                                                          \
    static void PREFIX##_rowblk(ARGS)                                                          \
    {                                                                                          \
        int blocks = ((H1) - (LO) + 127) / 128;                                                \
        _Pragma("omp target teams distribute collapse(3) thread_limit(128)")                   \
        for (int i3 = LO; i3 < H3; i3++)                                                       \
            for (int i2 = LO; i2 < H2; i2++)                                                   \
                for (int b = 0; b < blocks; b++) {                                             \
                    int lo = (LO) + 128 * b, hi = lo + 128 < (H1) ? lo + 128 : (H1);           \
                    _Pragma("omp parallel for")                                                \
                    for (int i1 = lo; i1 < hi; i1++) {                                         \
                        BODY;                                                                  \
                    }                                                                          \
                }                                                                              \
    }

VARIANTS(rt_resid, RESID_ARGS, 1, n3 - 1, n2 - 1, n1 - 1, RESID_POINT)
VARIANTS(rt_psinv, PSINV_ARGS, 1, n3 - 1, n2 - 1, n1 - 1, PSINV_POINT)
VARIANTS(rt_interp, INTERP_ARGS, 0, m - 1, m - 1, m - 1, INTERP_POINT)

/* Compares the device copy of arr with ref (k > 0) or makes it ref (k == 0). */
static const char *against_first(unsigned k, double *arr, double *ref, size_t nt)
{
#pragma omp target update from(arr[0:nt])
    if (k == 0) {
        memcpy(ref, arr, nt * sizeof *ref);
        return "reference";
    }
    return memcmp(arr, ref, nt * sizeof *ref) == 0 ? "bit-identical" : "DIFFERENT";
}

static void fill(double *x, size_t nt, unsigned long long s)
{
    for (size_t i = 0; i < nt; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        x[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, reps = argc > 2 ? atoi(argv[2]) : 5;
    if (n < 4 || (n & (n - 1)) || reps < 1 || reps > MAXREPS) {
        fprintf(stderr, "usage: %s N REPS (N >= 4 a power of 2, REPS <= %d)\n", argv[0], MAXREPS);
        return 2;
    }
    int e = n + 2, m = n / 2 + 2;
    size_t nt = (size_t)e * e * e, mt = (size_t)m * m * m;
    double *u = malloc(nt * sizeof *u), *v = malloc(nt * sizeof *v);
    double *r = calloc(nt, sizeof *r), *ref = malloc(nt * sizeof *ref);
    double *z = malloc(mt * sizeof *z);
    fill(u, nt, 88172645463325252ULL);
    fill(v, nt, 1234567ULL);
    fill(z, mt, 7654321ULL);
    const double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
    const double c0 = -3.0 / 8.0, c1 = 1.0 / 32.0, c2 = -1.0 / 64.0;
    printf("row_team_variants: %d^3 interior (extent %d, coarse %d), %d timed calls each\n", n,
           e, m, reps);
#pragma omp target enter data map(to: u[0:nt], v[0:nt], r[0:nt], z[0:mt])
    {
        int on_host = 1;
#pragma omp target map(from: on_host)
        on_host = omp_is_initial_device();
        printf("target regions ran on: %s\n", on_host ? "HOST" : "GPU");
    }
    const char *names[] = {"c3", "rows", "rowblk", "col"};
    void (*rs[])(RESID_ARGS) = {rt_resid_c3, rt_resid_rows, rt_resid_rowblk, rt_resid_col};
    void (*ps[])(PSINV_ARGS) = {rt_psinv_c3, rt_psinv_rows, rt_psinv_rowblk, rt_psinv_col};
    void (*is[])(INTERP_ARGS) = {rt_interp_c3, rt_interp_rows, rt_interp_rowblk, rt_interp_col};
    char name[64];
    for (unsigned k = 0; k < 4; k++) {
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = 0.0;
        snprintf(name, sizeof name, "resid_%s", names[k]);
        TIME(name, reps, rs[k](u, v, r, e, e, e, a0, a2, a3));
        printf("   %s\n", against_first(k, r, ref, nt));
    }
    /* psinv and interp update in place: one call on fresh inputs is
     * compared, the timed calls repeat it. */
    for (unsigned k = 0; k < 4; k++) {
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = u[i];
        ps[k](v, r, e, e, e, c0, c1, c2);
        const char *same = against_first(k, r, ref, nt);
        snprintf(name, sizeof name, "psinv_%s", names[k]);
        TIME(name, reps, ps[k](v, r, e, e, e, c0, c1, c2));
        printf("   %s\n", same);
    }
    for (unsigned k = 0; k < 4; k++) {
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = u[i];
        is[k](z, m, r, e);
        const char *same = against_first(k, r, ref, nt);
        snprintf(name, sizeof name, "interp_%s", names[k]);
        TIME(name, reps, is[k](z, m, r, e));
        printf("   %s\n", same);
    }
#pragma omp target exit data map(delete: u[0:nt], v[0:nt], r[0:nt], z[0:mt])
    free(u), free(v), free(r), free(ref), free(z);
    return 0;
}
