/* NAS Parallel Benchmarks MG (NPB 3.x semantics) in its original, unfused
 * OpenMP-offload form.
 *
 * This file is the reference input of paracodex. Each stencil routine keeps
 * its line temporaries as full-size device arrays: a producer target region
 * fills them and the next, consumer, target region reads them. The grids
 * stay resident on the device for the whole run; only zran3's initial data
 * goes host -> device, and only norm2u3's reduction scalars come back.
 *
 * Usage: mg CLASS (one of S W A B C D), or mg --bench N REPS (see print_usage)
 * Exit status: 0 verified, 1 not verified (or a run-time failure), 2 usage.
 */
#include "randdp.h"

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Element (i3, i2, i1) of a flat grid whose two fastest extents are n1, n2. */
#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

#define MAXLEVEL 10 /* class D: 1024^3 = 2^10 */
#define NEXTREME 10 /* zran3 marks this many largest and smallest values */

/* ---------------------------------------------------------------------- */
/* Benchmark classes                                                       */
/* ---------------------------------------------------------------------- */

struct mg_class {
    char name;
    int n; /* interior points per dimension on the finest level */
    int nit;
    double verify_value;
    const double *smoother; /* psinv coefficients c[0..3] */
};

/* r = v - A u: a[1] is 0 and its term is left out of resid. */
static const double residual_coef[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
/* psinv: c[3] is 0 and its term is left out of psinv. */
static const double smoother_small[4] = {-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0};
static const double smoother_large[4] = {-3.0 / 17.0, 1.0 / 33.0, -1.0 / 61.0, 0.0};

static const struct mg_class mg_classes[] = {
    {'S', 32, 4, 0.5307707005734e-04, smoother_small},
    {'W', 128, 4, 0.6467329375339e-05, smoother_small},
    {'A', 256, 4, 0.2433365309069e-05, smoother_small},
    {'B', 256, 20, 0.1800564401355e-05, smoother_large},
    {'C', 512, 20, 0.5706732285740e-06, smoother_large},
    {'D', 1024, 50, 0.1583275060440e-09, smoother_large},
};

#define VERIFY_TOLERANCE 1.0e-8
#define RANDOM_MULTIPLIER 1220703125.0 /* 5^13 */
#define RANDOM_SEED 314159265.0

/* ---------------------------------------------------------------------- */
/* Per-routine timers                                                      */
/* ---------------------------------------------------------------------- */

enum timer_id { T_RESID, T_PSINV, T_RPRJ3, T_INTERP, T_COMM3, T_NORM2U3, T_ZERO3, T_COUNT };

static const char *const timer_name[T_COUNT] = {"resid", "psinv",   "rprj3", "interp",
                                                "comm3", "norm2u3", "zero3"};

/* Seconds spent in each routine. Target regions are synchronous, so this
 * includes the kernels. As in NPB, comm3's time is also part of the time
 * of the routine that calls it. */
static double timer_total[T_COUNT];

static void timer_add(enum timer_id id, double start)
{
    timer_total[id] += omp_get_wtime() - start;
}

/* ---------------------------------------------------------------------- */
/* Memory                                                                  */
/* ---------------------------------------------------------------------- */

static double *alloc_host(size_t n)
{
    double *p = malloc(n * sizeof *p);
    if (p == NULL) {
        fprintf(stderr, "mg: out of host memory (%zu doubles)\n", n);
        exit(1);
    }
    return p;
}

/* A grid lives on the host and, for the whole run, on the device. */
static double *alloc_grid(size_t n)
{
    double *p = alloc_host(n);
#pragma omp target enter data map(alloc: p[0:n])
    return p;
}

static void free_grid(double *p, size_t n)
{
#pragma omp target exit data map(delete: p[0:n])
    free(p);
}

/* ---------------------------------------------------------------------- */
/* Grid routines                                                           */
/* ---------------------------------------------------------------------- */

/* Periodic boundary: copies opposite interior faces into the ghost layers,
 * one dimension after the other so that edges and corners come out right. */
static void comm3(double *u, int n1, int n2, int n3)
{
    double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for collapse(2)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++) {
            I3D(u, n1, n2, i3, i2, 0) = I3D(u, n1, n2, i3, i2, n1 - 2);
            I3D(u, n1, n2, i3, i2, n1 - 1) = I3D(u, n1, n2, i3, i2, 1);
        }
#pragma omp target teams distribute parallel for collapse(2)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i1 = 0; i1 < n1; i1++) {
            I3D(u, n1, n2, i3, 0, i1) = I3D(u, n1, n2, i3, n2 - 2, i1);
            I3D(u, n1, n2, i3, n2 - 1, i1) = I3D(u, n1, n2, i3, 1, i1);
        }
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 0; i2 < n2; i2++)
        for (int i1 = 0; i1 < n1; i1++) {
            I3D(u, n1, n2, 0, i2, i1) = I3D(u, n1, n2, n3 - 2, i2, i1);
            I3D(u, n1, n2, n3 - 1, i2, i1) = I3D(u, n1, n2, 1, i2, i1);
        }
    timer_add(T_COMM3, t0);
}

static void zero3(double *u, int n1, int n2, int n3)
{
    double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < n3; i3++)
        for (int i2 = 0; i2 < n2; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                I3D(u, n1, n2, i3, i2, i1) = 0.0;
    timer_add(T_ZERO3, t0);
}

/* L2 norm over the interior, divided by the number of interior points
 * (nx * ny * nz), and the largest absolute interior value. */
static void norm2u3(const double *r, int n1, int n2, int n3, double *rnm2, double *rnmu,
                    int nx, int ny, int nz)
{
    double t0 = omp_get_wtime();
    double s = 0.0, rmax = 0.0;
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: s, rmax) \
    reduction(+: s) reduction(max: rmax)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 1; i1 < n1 - 1; i1++) {
                double x = I3D(r, n1, n2, i3, i2, i1);
                s += x * x;
                rmax = fmax(rmax, fabs(x));
            }
    *rnm2 = sqrt(s / ((double)nx * ny * nz));
    *rnmu = rmax;
    timer_add(T_NORM2U3, t0);
}

/* r = v - A u on the interior, then the periodic ghosts of r.
 * v and r may be the same array; u is the producer's only input. */
static void resid(const double *restrict u, const double *v, double *r, int n1, int n2,
                  int n3, const double a[4])
{
    double t0 = omp_get_wtime();
    double a0 = a[0], a2 = a[2], a3 = a[3];
    size_t nt = (size_t)n1 * n2 * n3;
    double *u1 = alloc_host(nt);
    double *u2 = alloc_host(nt);
#pragma omp target data map(alloc: u1[0:nt], u2[0:nt])
    {
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 1; i3 < n3 - 1; i3++)
            for (int i2 = 1; i2 < n2 - 1; i2++)
                for (int i1 = 0; i1 < n1; i1++) {
                    I3D(u1, n1, n2, i3, i2, i1) =
                        I3D(u, n1, n2, i3, i2 - 1, i1) + I3D(u, n1, n2, i3, i2 + 1, i1) +
                        I3D(u, n1, n2, i3 - 1, i2, i1) + I3D(u, n1, n2, i3 + 1, i2, i1);
                    I3D(u2, n1, n2, i3, i2, i1) =
                        I3D(u, n1, n2, i3 - 1, i2 - 1, i1) + I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +
                        I3D(u, n1, n2, i3 + 1, i2 - 1, i1) + I3D(u, n1, n2, i3 + 1, i2 + 1, i1);
                }
// paracodex: schedule(plane-march i3 min-plane=262144 bare)
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 1; i3 < n3 - 1; i3++)
            for (int i2 = 1; i2 < n2 - 1; i2++)
                for (int i1 = 1; i1 < n1 - 1; i1++)
                    I3D(r, n1, n2, i3, i2, i1) =
                        I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                        a2 * (I3D(u2, n1, n2, i3, i2, i1) + I3D(u1, n1, n2, i3, i2, i1 - 1) +
                              I3D(u1, n1, n2, i3, i2, i1 + 1)) -
                        a3 * (I3D(u2, n1, n2, i3, i2, i1 - 1) + I3D(u2, n1, n2, i3, i2, i1 + 1));
    }
    free(u1);
    free(u2);
    comm3(r, n1, n2, n3);
    timer_add(T_RESID, t0);
}

/* Smoother: u = u + C r on the interior, then the periodic ghosts of u. */
static void psinv(const double *restrict r, double *u, int n1, int n2, int n3,
                  const double c[4])
{
    double t0 = omp_get_wtime();
    double c0 = c[0], c1 = c[1], c2 = c[2];
    size_t nt = (size_t)n1 * n2 * n3;
    double *r1 = alloc_host(nt);
    double *r2 = alloc_host(nt);
#pragma omp target data map(alloc: r1[0:nt], r2[0:nt])
    {
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 1; i3 < n3 - 1; i3++)
            for (int i2 = 1; i2 < n2 - 1; i2++)
                for (int i1 = 0; i1 < n1; i1++) {
                    I3D(r1, n1, n2, i3, i2, i1) =
                        I3D(r, n1, n2, i3, i2 - 1, i1) + I3D(r, n1, n2, i3, i2 + 1, i1) +
                        I3D(r, n1, n2, i3 - 1, i2, i1) + I3D(r, n1, n2, i3 + 1, i2, i1);
                    I3D(r2, n1, n2, i3, i2, i1) =
                        I3D(r, n1, n2, i3 - 1, i2 - 1, i1) + I3D(r, n1, n2, i3 - 1, i2 + 1, i1) +
                        I3D(r, n1, n2, i3 + 1, i2 - 1, i1) + I3D(r, n1, n2, i3 + 1, i2 + 1, i1);
                }
// paracodex: schedule(plane-march i3 chunk=128 min-plane=262144 bare)
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 1; i3 < n3 - 1; i3++)
            for (int i2 = 1; i2 < n2 - 1; i2++)
                for (int i1 = 1; i1 < n1 - 1; i1++)
                    I3D(u, n1, n2, i3, i2, i1) =
                        I3D(u, n1, n2, i3, i2, i1) + c0 * I3D(r, n1, n2, i3, i2, i1) +
                        c1 * (I3D(r, n1, n2, i3, i2, i1 - 1) + I3D(r, n1, n2, i3, i2, i1 + 1) +
                              I3D(r1, n1, n2, i3, i2, i1)) +
                        c2 * (I3D(r2, n1, n2, i3, i2, i1) + I3D(r1, n1, n2, i3, i2, i1 - 1) +
                              I3D(r1, n1, n2, i3, i2, i1 + 1));
    }
    free(r1);
    free(r2);
    comm3(u, n1, n2, n3);
    timer_add(T_PSINV, t0);
}

/* Restriction: projects the fine residual r (m1k x m2k x m3k) onto the
 * coarse grid s (m1j x m2j x m3j) with full weighting. Coarse point j sits
 * on fine point 2*j - d + 1; d is 2 where the fine extent is 3, else 1.
 * x1 and y1 are indexed by the fine point their row starts at. */
static void rprj3(const double *restrict r, int m1k, int m2k, int m3k, double *s, int m1j,
                  int m2j, int m3j)
{
    double t0 = omp_get_wtime();
    int d1 = (m1k == 3) ? 2 : 1;
    int d2 = (m2k == 3) ? 2 : 1;
    int d3 = (m3k == 3) ? 2 : 1;
    size_t nt = (size_t)m1k * m2k * m3k;
    double *x1 = alloc_host(nt);
    double *y1 = alloc_host(nt);
#pragma omp target data map(alloc: x1[0:nt], y1[0:nt])
    {
#pragma omp target teams distribute parallel for collapse(3)
        for (int j3 = 1; j3 < m3j - 1; j3++)
            for (int j2 = 1; j2 < m2j - 1; j2++)
                for (int j1 = 1; j1 < m1j; j1++) {
                    int i3 = 2 * j3 - d3, i2 = 2 * j2 - d2, i1 = 2 * j1 - d1;
                    I3D(x1, m1k, m2k, i3, i2, i1) =
                        I3D(r, m1k, m2k, i3 + 1, i2, i1) + I3D(r, m1k, m2k, i3 + 1, i2 + 2, i1) +
                        I3D(r, m1k, m2k, i3, i2 + 1, i1) + I3D(r, m1k, m2k, i3 + 2, i2 + 1, i1);
                    I3D(y1, m1k, m2k, i3, i2, i1) =
                        I3D(r, m1k, m2k, i3, i2, i1) + I3D(r, m1k, m2k, i3 + 2, i2, i1) +
                        I3D(r, m1k, m2k, i3, i2 + 2, i1) + I3D(r, m1k, m2k, i3 + 2, i2 + 2, i1);
                }
// paracodex: schedule(keep)
#pragma omp target teams distribute parallel for collapse(3)
        for (int j3 = 1; j3 < m3j - 1; j3++)
            for (int j2 = 1; j2 < m2j - 1; j2++)
                for (int j1 = 1; j1 < m1j - 1; j1++) {
                    int i3 = 2 * j3 - d3, i2 = 2 * j2 - d2, i1 = 2 * j1 - d1;
                    double y2 = I3D(r, m1k, m2k, i3, i2, i1 + 1) +
                                I3D(r, m1k, m2k, i3 + 2, i2, i1 + 1) +
                                I3D(r, m1k, m2k, i3, i2 + 2, i1 + 1) +
                                I3D(r, m1k, m2k, i3 + 2, i2 + 2, i1 + 1);
                    double x2 = I3D(r, m1k, m2k, i3 + 1, i2, i1 + 1) +
                                I3D(r, m1k, m2k, i3 + 1, i2 + 2, i1 + 1) +
                                I3D(r, m1k, m2k, i3, i2 + 1, i1 + 1) +
                                I3D(r, m1k, m2k, i3 + 2, i2 + 1, i1 + 1);
                    I3D(s, m1j, m2j, j3, j2, j1) =
                        0.5 * I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1 + 1) +
                        0.25 * (I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1) +
                                I3D(r, m1k, m2k, i3 + 1, i2 + 1, i1 + 2) + x2) +
                        0.125 * (I3D(x1, m1k, m2k, i3, i2, i1) +
                                 I3D(x1, m1k, m2k, i3, i2, i1 + 2) + y2) +
                        0.0625 * (I3D(y1, m1k, m2k, i3, i2, i1) +
                                  I3D(y1, m1k, m2k, i3, i2, i1 + 2));
                }
    }
    free(x1);
    free(y1);
    comm3(s, m1j, m2j, m3j);
    timer_add(T_RPRJ3, t0);
}

/* Prolongation: adds the trilinear interpolation of the coarse grid z
 * (mm1 x mm2 x mm3) into the fine grid u (n1 x n2 x n3). Coarse point
 * (i3, i2, i1) feeds the eight fine points (2*i3 + {0,1}, 2*i2 + {0,1},
 * 2*i1 + {0,1}), so every fine point is updated by exactly one iteration. */
static void interp(const double *restrict z, int mm1, int mm2, int mm3, double *u, int n1,
                   int n2, int n3)
{
    /* NPB's separate branch for fine extents of 3 is not implemented: grids
     * built by setup_grids never have one (the coarsest has extent 4). */
    if (n1 == 3 || n2 == 3 || n3 == 3) {
        fprintf(stderr, "mg: interp does not support a fine extent of 3\n");
        exit(1);
    }
    double t0 = omp_get_wtime();
    size_t nt = (size_t)mm1 * mm2 * mm3;
    double *z1 = alloc_host(nt);
    double *z2 = alloc_host(nt);
    double *z3 = alloc_host(nt);
#pragma omp target data map(alloc: z1[0:nt], z2[0:nt], z3[0:nt])
    {
        /* z3 = z(i3+1, i2+1) + z(i3+1, i2) + z1, with z1 written out so that
         * every temporary depends on z alone. */
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 0; i3 < mm3 - 1; i3++)
            for (int i2 = 0; i2 < mm2 - 1; i2++)
                for (int i1 = 0; i1 < mm1; i1++) {
                    I3D(z1, mm1, mm2, i3, i2, i1) =
                        I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1);
                    I3D(z2, mm1, mm2, i3, i2, i1) =
                        I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1);
                    I3D(z3, mm1, mm2, i3, i2, i1) =
                        I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                        (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                }
// paracodex: schedule(keep)
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 0; i3 < mm3 - 1; i3++)
            for (int i2 = 0; i2 < mm2 - 1; i2++)
                for (int i1 = 0; i1 < mm1 - 1; i1++) {
                    I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1) += I3D(z, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1 + 1) +=
                        0.5 * (I3D(z, mm1, mm2, i3, i2, i1 + 1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1) +=
                        0.5 * I3D(z1, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1 + 1) +=
                        0.25 * (I3D(z1, mm1, mm2, i3, i2, i1) + I3D(z1, mm1, mm2, i3, i2, i1 + 1));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1) +=
                        0.5 * I3D(z2, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1 + 1) +=
                        0.25 * (I3D(z2, mm1, mm2, i3, i2, i1) + I3D(z2, mm1, mm2, i3, i2, i1 + 1));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1) +=
                        0.25 * I3D(z3, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1 + 1) +=
                        0.125 * (I3D(z3, mm1, mm2, i3, i2, i1) + I3D(z3, mm1, mm2, i3, i2, i1 + 1));
                }
    }
    free(z1);
    free(z2);
    free(z3);
    timer_add(T_INTERP, t0);
}

/* ---------------------------------------------------------------------- */
/* Multigrid                                                               */
/* ---------------------------------------------------------------------- */

/* Level k (1..lt) has extents m1[k] x m2[k] x m3[k], ghosts included;
 * level lt is the finest. u[lt] and r[lt] are the solution and residual,
 * coarser levels hold their corrections and restricted residuals. */
struct grids {
    int lt;
    int nx, ny, nz;
    int m1[MAXLEVEL + 1], m2[MAXLEVEL + 1], m3[MAXLEVEL + 1];
    double *u[MAXLEVEL + 1], *r[MAXLEVEL + 1];
    double *v;
};

static size_t level_size(const struct grids *g, int k)
{
    return (size_t)g->m1[k] * g->m2[k] * g->m3[k];
}

/* n is a power of two. */
static int log2_int(int n)
{
    int lt = 0;
    while ((1 << lt) < n)
        lt++;
    return lt;
}

/* Level k has n / 2^(lt-k) interior points per dimension, plus one ghost
 * layer on each side. */
static void setup_grids(struct grids *g, int n)
{
    g->nx = g->ny = g->nz = n;
    g->lt = log2_int(n);
    for (int k = g->lt; k >= 1; k--) {
        int interior = n >> (g->lt - k);
        g->m1[k] = g->m2[k] = g->m3[k] = interior + 2;
        g->u[k] = alloc_grid(level_size(g, k));
        g->r[k] = alloc_grid(level_size(g, k));
    }
    g->v = alloc_grid(level_size(g, g->lt));
}

static void free_grids(struct grids *g)
{
    for (int k = 1; k <= g->lt; k++) {
        free_grid(g->u[k], level_size(g, k));
        free_grid(g->r[k], level_size(g, k));
    }
    free_grid(g->v, level_size(g, g->lt));
}

/* One V-cycle: restrict the residual down to the coarsest level, smooth
 * there, then interpolate, correct and smooth on the way back up. */
static void mg3P(struct grids *g, const double a[4], const double c[4])
{
    const int lt = g->lt;
    const int *m1 = g->m1, *m2 = g->m2, *m3 = g->m3;

    for (int k = lt; k >= 2; k--)
        rprj3(g->r[k], m1[k], m2[k], m3[k], g->r[k - 1], m1[k - 1], m2[k - 1], m3[k - 1]);

    zero3(g->u[1], m1[1], m2[1], m3[1]);
    psinv(g->r[1], g->u[1], m1[1], m2[1], m3[1], c);

    for (int k = 2; k <= lt - 1; k++) {
        zero3(g->u[k], m1[k], m2[k], m3[k]);
        interp(g->u[k - 1], m1[k - 1], m2[k - 1], m3[k - 1], g->u[k], m1[k], m2[k], m3[k]);
        resid(g->u[k], g->r[k], g->r[k], m1[k], m2[k], m3[k], a);
        psinv(g->r[k], g->u[k], m1[k], m2[k], m3[k], c);
    }

    interp(g->u[lt - 1], m1[lt - 1], m2[lt - 1], m3[lt - 1], g->u[lt], m1[lt], m2[lt], m3[lt]);
    resid(g->u[lt], g->v, g->r[lt], m1[lt], m2[lt], m3[lt], a);
    psinv(g->r[lt], g->u[lt], m1[lt], m2[lt], m3[lt], c);
}

/* ---------------------------------------------------------------------- */
/* Initial data                                                            */
/* ---------------------------------------------------------------------- */

struct extreme {
    double key;
    size_t index;
};

/* Keeps the NEXTREME largest keys seen so far in best[], ascending, so
 * best[0] is the one to evict next. */
static void offer_extreme(struct extreme best[NEXTREME], double key, size_t index)
{
    if (key <= best[0].key)
        return;
    int i = 0;
    while (i + 1 < NEXTREME && best[i + 1].key < key) {
        best[i] = best[i + 1];
        i++;
    }
    best[i] = (struct extreme){key, index};
}

/* Fills the interior of v with the NPB random stream (one vranlc row per
 * (i3, i2), rows and planes started by jumping ahead nx and nx*ny steps),
 * then replaces v by +1 at its NEXTREME largest values, -1 at its NEXTREME
 * smallest and 0 elsewhere. Runs on the host; the device copy is updated
 * at the end. */
static void zran3(double *v, int n1, int n2, int n3, int nx, int ny)
{
    double a1 = power(RANDOM_MULTIPLIER, nx);
    double a2 = power(RANDOM_MULTIPLIER, nx * ny);
    double x0 = RANDOM_SEED;
    for (int i3 = 1; i3 < n3 - 1; i3++) {
        double x1 = x0;
        for (int i2 = 1; i2 < n2 - 1; i2++) {
            double xx = x1;
            vranlc(nx, &xx, RANDOM_MULTIPLIER, &I3D(v, n1, n2, i3, i2, 1));
            randlc(&x1, a1);
        }
        randlc(&x0, a2);
    }

    /* Random values lie in (0, 1): keys start at the far end of that range.
     * The smallest values are the largest keys of -value. */
    struct extreme largest[NEXTREME], smallest[NEXTREME];
    for (int i = 0; i < NEXTREME; i++) {
        largest[i] = (struct extreme){0.0, 0};
        smallest[i] = (struct extreme){-1.0, 0};
    }
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 1; i1 < n1 - 1; i1++) {
                size_t index = ((size_t)i3 * n2 + i2) * n1 + i1;
                offer_extreme(largest, v[index], index);
                offer_extreme(smallest, -v[index], index);
            }

    size_t n = (size_t)n1 * n2 * n3;
    memset(v, 0, n * sizeof *v);
    for (int i = 0; i < NEXTREME; i++) {
        v[smallest[i].index] = -1.0;
        v[largest[i].index] = 1.0;
    }
#pragma omp target update to(v[0:n])
    comm3(v, n1, n2, n3);
}

/* ---------------------------------------------------------------------- */
/* Driver                                                                  */
/* ---------------------------------------------------------------------- */

struct result {
    double time_s, init_time_s, mops;
    double rnm2, rel_err;
    int verified;
};

/* Runs the NPB driver: an untimed warm-up iteration (it also loads the
 * device image and touches every grid), then the timed benchmark. */
static struct result run_benchmark(const struct mg_class *cls)
{
    const double *a = residual_coef, *c = cls->smoother;
    struct grids g;
    double rnm2, rnmu;

    double t_init = omp_get_wtime();
    setup_grids(&g, cls->n);
    const int lt = g.lt, n1 = g.m1[lt], n2 = g.m2[lt], n3 = g.m3[lt];
    double *u = g.u[lt], *r = g.r[lt], *v = g.v;

    zero3(u, n1, n2, n3);
    zran3(v, n1, n2, n3, g.nx, g.ny);
    norm2u3(v, n1, n2, n3, &rnm2, &rnmu, g.nx, g.ny, g.nz);
    resid(u, v, r, n1, n2, n3, a);
    norm2u3(r, n1, n2, n3, &rnm2, &rnmu, g.nx, g.ny, g.nz);
    mg3P(&g, a, c);
    resid(u, v, r, n1, n2, n3, a);

    /* NPB calls setup again here; it only recomputes the extents, which
     * have not changed, so the grids are reused as they are. */
    zero3(u, n1, n2, n3);
    zran3(v, n1, n2, n3, g.nx, g.ny);
    t_init = omp_get_wtime() - t_init;

    memset(timer_total, 0, sizeof timer_total);
    double t0 = omp_get_wtime();
    resid(u, v, r, n1, n2, n3, a);
    norm2u3(r, n1, n2, n3, &rnm2, &rnmu, g.nx, g.ny, g.nz);
    for (int it = 1; it <= cls->nit; it++) {
        mg3P(&g, a, c);
        resid(u, v, r, n1, n2, n3, a);
    }
    norm2u3(r, n1, n2, n3, &rnm2, &rnmu, g.nx, g.ny, g.nz);
    double t = omp_get_wtime() - t0;

    free_grids(&g);

    struct result res;
    res.time_s = t;
    res.init_time_s = t_init;
    double points = (double)cls->n * cls->n * cls->n;
    res.mops = t > 0.0 ? 58.0 * cls->nit * points * 1.0e-6 / t : 0.0;
    res.rnm2 = rnm2;
    res.rel_err = fabs(rnm2 - cls->verify_value) / cls->verify_value;
    res.verified = res.rel_err <= VERIFY_TOLERANCE; /* false for NaN */
    return res;
}

/* Where target regions execute: the initial device means the host. */
struct placement {
    int on_host;
    int device, num_devices;
};

static struct placement probe_placement(void)
{
    int on_host = 1;
#pragma omp target map(from: on_host)
    on_host = omp_is_initial_device();
    return (struct placement){on_host, omp_get_default_device(), omp_get_num_devices()};
}

static void print_placement(const struct placement *p)
{
    printf(" Target regions ran on: ");
    if (!p->on_host)
        printf("GPU (device %d of %d)\n", p->device, p->num_devices);
    else if (p->num_devices == 0)
        printf("host (no offload device)\n");
    else
        printf("host (%d offload device(s) present but not used)\n", p->num_devices);
}

/* JSON has no NaN or infinity: those become null. */
static void print_json_number(double x)
{
    if (isfinite(x))
        printf("%.17g", x);
    else
        printf("null");
}

static void print_report(const struct mg_class *cls, const struct result *res,
                         const struct placement *p)
{
    printf("\n MG Benchmark Completed.\n");
    printf(" Class           = %24c\n", cls->name);
    printf(" Size            = %12d x %4d x %4d\n", cls->n, cls->n, cls->n);
    printf(" Iterations      = %24d\n", cls->nit);
    printf(" Time in seconds = %24.6f\n", res->time_s);
    printf(" Mop/s total     = %24.2f\n", res->mops);
    printf(" L2 Norm         = %24.13e\n", res->rnm2);
    printf(" Verification value = %21.13e\n", cls->verify_value);
    printf(" Relative error  = %24.6e\n", res->rel_err);
    printf(" %s\n", res->verified ? "VERIFICATION SUCCESSFUL" : "VERIFICATION UNSUCCESSFUL");
    printf(" Initialization time = %20.6f\n", res->init_time_s);
    printf("\n Time per routine (s, timed section; comm3 also counted in its callers):\n");
    for (int t = 0; t < T_COUNT; t++)
        printf("   %-8s %14.6f\n", timer_name[t], timer_total[t]);
    print_placement(p);

    printf("{\"benchmark\":\"MG\",\"class\":\"%c\",\"nx\":%d,\"ny\":%d,\"nz\":%d,\"nit\":%d",
           cls->name, cls->n, cls->n, cls->n, cls->nit);
    printf(",\"time_s\":");
    print_json_number(res->time_s);
    printf(",\"init_time_s\":");
    print_json_number(res->init_time_s);
    printf(",\"mops\":");
    print_json_number(res->mops);
    printf(",\"rnm2\":");
    print_json_number(res->rnm2);
    printf(",\"verification_value\":");
    print_json_number(cls->verify_value);
    printf(",\"rel_err\":");
    print_json_number(res->rel_err);
    printf(",\"verified\":%s,\"device\":\"%s\",\"num_devices\":%d,\"routine_time_s\":{",
           res->verified ? "true" : "false", p->on_host ? "host" : "gpu", p->num_devices);
    for (int t = 0; t < T_COUNT; t++) {
        printf("%s\"%s\":", t ? "," : "", timer_name[t]);
        print_json_number(timer_total[t]);
    }
    printf("}}\n");
}

static const struct mg_class *find_class(const char *arg)
{
    if (arg[0] == '\0' || arg[1] != '\0')
        return NULL;
    for (size_t i = 0; i < sizeof mg_classes / sizeof mg_classes[0]; i++)
        if (mg_classes[i].name == arg[0])
            return &mg_classes[i];
    return NULL;
}

/* ---------------------------------------------------------------------- */
/* Routine benchmark: mg --bench N REPS                                    */
/* ---------------------------------------------------------------------- */

/* Times resid, psinv, rprj3 and interp one at a time on fixed grids, so the
 * unfused program and paracodex's fused version of it (which copies this
 * section unchanged) can be compared routine by routine with one harness.
 * This section has no target region of its own: data moves with target
 * update and ghosts come from comm3, so paracodex finds no new candidates.
 * The routines still add into timer_total; bench mode never reports it. */

#define BENCH_MIN_N 8 /* the coarse grid then has 4^3 interior points */
#define BENCH_MAX_N 1024
#define BENCH_MAX_REPS 1000000
#define BENCH_WARMUP 2

enum bench_routine { B_RESID, B_PSINV, B_RPRJ3, B_INTERP, B_COUNT };

static const char *const bench_name[B_COUNT] = {"resid", "psinv", "rprj3", "interp"};

/* One seed per grid role, so every routine's inputs differ from each other. */
enum bench_seed { SEED_U = 1, SEED_V, SEED_R, SEED_S };

/* The fine grid has n^3 interior points, the coarse one (n/2)^3; extents
 * include one ghost layer on each side. s is rprj3's output and interp's
 * input, so one coarse grid serves both. */
struct bench_grids {
    int n, mf, mc;
    size_t nf, nc;
    double *u, *v, *r, *s;
};

struct bench_stats {
    double median_ms, min_ms, max_ms;
    double points_per_s; /* interior points of the output grid / median */
    double sum, sumsq;   /* over every element of the output grid */
};

/* A hash of (seed, index) mapped onto [-1, 1): deterministic, independent
 * of thread count and cheap enough for 1026^3 grids (splitmix64 mixer). */
static double bench_value(unsigned long long seed, size_t index)
{
    unsigned long long x = (unsigned long long)index + seed * 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    x ^= x >> 31;
    return (double)(x >> 11) * 0x1.0p-52 - 1.0; /* 53 bits: exact */
}

/* Fills grid a (extent m per dimension) on the host, sends it to the
 * device and makes its ghosts periodic, as the routines expect of inputs. */
static void bench_load(double *a, int m, unsigned long long seed)
{
    size_t n = (size_t)m * m * m;
    for (size_t i = 0; i < n; i++)
        a[i] = bench_value(seed, i);
#pragma omp target update to(a[0:n])
    comm3(a, m, m, m);
}

/* Fresh inputs for routine b. Outputs that the routine overwrites entirely
 * (interior, then ghosts by comm3) need no loading; psinv and interp
 * update u in place, so u is an input of theirs. */
static void bench_load_inputs(const struct bench_grids *g, enum bench_routine b)
{
    switch (b) {
    case B_RESID:
        bench_load(g->u, g->mf, SEED_U);
        bench_load(g->v, g->mf, SEED_V);
        break;
    case B_PSINV:
        bench_load(g->r, g->mf, SEED_R);
        bench_load(g->u, g->mf, SEED_U);
        break;
    case B_RPRJ3:
        bench_load(g->r, g->mf, SEED_R);
        break;
    case B_INTERP:
        bench_load(g->s, g->mc, SEED_S);
        bench_load(g->u, g->mf, SEED_U);
        break;
    default:
        break;
    }
}

/* One call of routine b with the arguments mg3P gives it on the finest
 * level; psinv uses the smoother of classes B, C and D. */
static void bench_call(const struct bench_grids *g, enum bench_routine b)
{
    const int mf = g->mf, mc = g->mc;
    switch (b) {
    case B_RESID:
        resid(g->u, g->v, g->r, mf, mf, mf, residual_coef);
        break;
    case B_PSINV:
        psinv(g->r, g->u, mf, mf, mf, smoother_large);
        break;
    case B_RPRJ3:
        rprj3(g->r, mf, mf, mf, g->s, mc, mc, mc);
        break;
    case B_INTERP:
        interp(g->s, mc, mc, mc, g->u, mf, mf, mf);
        break;
    default:
        break;
    }
}

/* rprj3 writes the coarse grid; the others write a fine one. */
static int bench_writes_coarse(enum bench_routine b)
{
    return b == B_RPRJ3;
}

static double *bench_output(const struct bench_grids *g, enum bench_routine b)
{
    switch (b) {
    case B_RESID:
        return g->r;
    case B_RPRJ3:
        return g->s;
    default:
        return g->u; /* psinv, interp */
    }
}

static int compare_double(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;
    return (a > b) - (a < b);
}

/* Median, minimum and maximum of t[0..n-1] (sorted in place), in ms. */
static void bench_summarize(double *t, int n, struct bench_stats *st)
{
    qsort(t, (size_t)n, sizeof *t, compare_double);
    double mid = n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    st->median_ms = 1.0e3 * mid;
    st->min_ms = 1.0e3 * t[0];
    st->max_ms = 1.0e3 * t[n - 1];
}

/* Sum and sum of squares of the output of exactly one call on freshly
 * loaded inputs, added up serially in index order so that both builds sum
 * the same values in the same order. */
static void bench_checksum(const struct bench_grids *g, enum bench_routine b,
                           struct bench_stats *st)
{
    bench_load_inputs(g, b);
    bench_call(g, b);
    double *out = bench_output(g, b);
    size_t n = bench_writes_coarse(b) ? g->nc : g->nf;
#pragma omp target update from(out[0:n])
    double sum = 0.0, sumsq = 0.0;
    for (size_t i = 0; i < n; i++) {
        sum += out[i];
        sumsq += out[i] * out[i];
    }
    st->sum = sum;
    st->sumsq = sumsq;
}

/* Warm-up calls, then reps calls each timed on its own (target regions are
 * synchronous, so the wall time covers the kernels), then the checksum. */
static void bench_one(const struct bench_grids *g, enum bench_routine b, int reps,
                      struct bench_stats *st)
{
    double *t = alloc_host((size_t)reps);
    bench_load_inputs(g, b);
    for (int i = 0; i < BENCH_WARMUP; i++)
        bench_call(g, b);
    for (int i = 0; i < reps; i++) {
        double t0 = omp_get_wtime();
        bench_call(g, b);
        t[i] = omp_get_wtime() - t0;
    }
    bench_summarize(t, reps, st);
    free(t);

    double nout = bench_writes_coarse(b) ? g->n / 2 : g->n;
    st->points_per_s = st->median_ms > 0.0 ? nout * nout * nout / (1.0e-3 * st->median_ms) : 0.0;
    bench_checksum(g, b, st);
}

static void bench_print(const struct bench_grids *g, int reps, const struct placement *p,
                        const struct bench_stats st[B_COUNT])
{
    printf(" Routine benchmark: fine grid %d^3 (extent %d), coarse grid %d^3 (extent %d)\n",
           g->n, g->mf, g->n / 2, g->mc);
    printf(" %d warm-up and %d timed calls per routine; points = interior points of the\n"
           " grid the routine writes; checksums from one call on fresh inputs\n",
           BENCH_WARMUP, reps);
    print_placement(p);
    printf("\n %-7s %11s %11s %11s %12s %25s %25s\n", "routine", "median ms", "min ms",
           "max ms", "Mpoints/s", "sum", "sum of squares");
    for (int b = 0; b < B_COUNT; b++)
        printf(" %-7s %11.4f %11.4f %11.4f %12.1f %25.17e %25.17e\n", bench_name[b],
               st[b].median_ms, st[b].min_ms, st[b].max_ms, 1.0e-6 * st[b].points_per_s,
               st[b].sum, st[b].sumsq);

    printf("{\"bench\":\"mg-routines\",\"n\":%d,\"reps\":%d,\"device\":\"%s\",\"routines\":{",
           g->n, reps, p->on_host ? "host" : "gpu");
    static const char *const key[6] = {"median_ms", "min_ms", "max_ms",
                                       "points_per_s", "sum", "sumsq"};
    for (int b = 0; b < B_COUNT; b++) {
        const double v[6] = {st[b].median_ms, st[b].min_ms, st[b].max_ms,
                             st[b].points_per_s, st[b].sum, st[b].sumsq};
        printf("%s\"%s\":{", b ? "," : "", bench_name[b]);
        for (int k = 0; k < 6; k++) {
            printf("%s\"%s\":", k ? "," : "", key[k]);
            print_json_number(v[k]);
        }
        printf("}");
    }
    printf("}}\n");
}

static int run_routine_bench(int n, int reps)
{
    struct placement p = probe_placement();
    struct bench_grids g;
    g.n = n;
    g.mf = n + 2;
    g.mc = n / 2 + 2;
    g.nf = (size_t)g.mf * g.mf * g.mf;
    g.nc = (size_t)g.mc * g.mc * g.mc;
    g.u = alloc_grid(g.nf);
    g.v = alloc_grid(g.nf);
    g.r = alloc_grid(g.nf);
    g.s = alloc_grid(g.nc);

    struct bench_stats st[B_COUNT];
    for (int b = 0; b < B_COUNT; b++)
        bench_one(&g, (enum bench_routine)b, reps, &st[b]);
    memset(timer_total, 0, sizeof timer_total); /* meaningless after a bench */

    bench_print(&g, reps, &p, st);
    free_grid(g.u, g.nf);
    free_grid(g.v, g.nf);
    free_grid(g.r, g.nf);
    free_grid(g.s, g.nc);
    return 0;
}

/* A decimal integer in [lo, hi] and nothing else (no sign, no spaces). */
static int parse_int(const char *s, long lo, long hi, int *out)
{
    if (s[0] < '0' || s[0] > '9')
        return 0;
    char *end;
    long x = strtol(s, &end, 10); /* overflow gives LONG_MAX: out of range */
    if (*end != '\0' || x < lo || x > hi)
        return 0;
    *out = (int)x;
    return 1;
}

static int parse_bench_args(const char *ns, const char *repss, int *n, int *reps)
{
    return parse_int(ns, BENCH_MIN_N, BENCH_MAX_N, n) && (*n & (*n - 1)) == 0 &&
           parse_int(repss, 1, BENCH_MAX_REPS, reps);
}

static void print_usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s CLASS\n"
            "       %s --bench N REPS\n"
            "  CLASS: one of S W A B C D (NPB 3.x MG)\n"
            "  --bench: times resid, psinv, rprj3 and interp on a fine grid of N^3\n"
            "           interior points and a coarse grid of (N/2)^3, REPS timed calls\n"
            "           each (N a power of two, %d..%d; REPS %d..%d)\n",
            prog, prog, BENCH_MIN_N, BENCH_MAX_N, 1, BENCH_MAX_REPS);
}

int main(int argc, char **argv)
{
    const char *prog = argc > 0 ? argv[0] : "mg";
    if (argc >= 2 && strcmp(argv[1], "--bench") == 0) {
        int n, reps;
        if (argc != 4 || !parse_bench_args(argv[2], argv[3], &n, &reps)) {
            print_usage(prog);
            return 2;
        }
        return run_routine_bench(n, reps);
    }

    const struct mg_class *cls = argc == 2 ? find_class(argv[1]) : NULL;
    if (cls == NULL) {
        print_usage(prog);
        return 2;
    }

    printf("\n NAS Parallel Benchmarks (NPB 3.x semantics) - MG Benchmark, OpenMP offload\n\n");
    printf(" Size: %d x %d x %d  (class %c)\n", cls->n, cls->n, cls->n, cls->name);
    printf(" Iterations: %d\n", cls->nit);
    fflush(stdout);

    struct placement p = probe_placement();
    struct result res = run_benchmark(cls);
    print_report(cls, &res, &p);
    return res.verified ? 0 : 1;
}
