/*
 * Hand-written schedule variants of the fused resid and psinv (NAS MG,
 * 512^3 interior), comm3 as three regions and as one, and the cost of an
 * empty target launch: what the generator should emit next is measured
 * here first (session 8). Variant rA / pA are `paracodex fuse`'s plane
 * march as written at 0af6c25 (copied from its output); every other
 * variant is checked bit-for-bit against it.
 *
 * Usage: stencil_variants N REPS   (N interior points per side, a power of 2)
 * Prints one line per variant: name, median ms per call (wall, with the
 * launch), and whether its output equals the reference bit for bit.
 * Kernel times come from ncu (-k regex:'variant_').
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

/* resid rA: the generated plane march (extent n1 x n2 x n3). */
#define RESID_MARCH(NAME, CLAUSES)                                                             \
    static void NAME(const double *restrict u, const double *v, double *r, int n1, int n2,    \
                     int n3, double a0, double a2, double a3)                                  \
    {                                                                                          \
        _Pragma(CLAUSES) for (int i2 = 1; i2 < n2 - 1; i2++) for (int i1 = 1; i1 < n1 - 1;    \
                                                                  i1++)                       \
        {                                                                                      \
            double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, u_p1_0_2, u_m1_m1_0,      \
                u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1,     \
                u_0_m1_2, u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, u_p1_p1_2,    \
                u_0_p1_0, u_0_p1_1, u_0_p1_2;                                                  \
            for (int i3 = 1; i3 < n3 - 1; i3++) {                                              \
                if (i3 == 1) {                                                                 \
                    u_m1_0_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, i1);                             \
                    u_m1_0_1 = I3D(u, n1, n2, i3, i2 - 1, i1);                                 \
                    u_p1_0_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, i1);                             \
                    u_p1_0_1 = I3D(u, n1, n2, i3, i2 + 1, i1);                                 \
                    u_m1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1));                      \
                    u_m1_m1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 - 1));                          \
                    u_p1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1));                      \
                    u_p1_m1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 - 1));                          \
                    u_0_m1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 - 1));                           \
                    u_0_m1_1 = I3D(u, n1, n2, i3, i2, (i1 - 1));                               \
                    u_m1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1));                      \
                    u_m1_p1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 + 1));                          \
                    u_p1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1));                      \
                    u_p1_p1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 + 1));                          \
                    u_0_p1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 + 1));                           \
                    u_0_p1_1 = I3D(u, n1, n2, i3, i2, (i1 + 1));                               \
                }                                                                              \
                u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);                                 \
                u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);                                 \
                u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1));                          \
                u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1));                          \
                u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1));                               \
                u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1));                          \
                u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1));                          \
                u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1));                               \
                I3D(r, n1, n2, i3, i2, i1) =                                                   \
                    I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -             \
                    a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) +                        \
                          (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) +                      \
                          (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) -                     \
                    a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) +                    \
                          (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2));                    \
                u_m1_0_0 = u_m1_0_1;                                                           \
                u_m1_0_1 = u_m1_0_2;                                                           \
                u_p1_0_0 = u_p1_0_1;                                                           \
                u_p1_0_1 = u_p1_0_2;                                                           \
                u_m1_m1_0 = u_m1_m1_1;                                                         \
                u_m1_m1_1 = u_m1_m1_2;                                                         \
                u_p1_m1_0 = u_p1_m1_1;                                                         \
                u_p1_m1_1 = u_p1_m1_2;                                                         \
                u_0_m1_0 = u_0_m1_1;                                                           \
                u_0_m1_1 = u_0_m1_2;                                                           \
                u_m1_p1_0 = u_m1_p1_1;                                                         \
                u_m1_p1_1 = u_m1_p1_2;                                                         \
                u_p1_p1_0 = u_p1_p1_1;                                                         \
                u_p1_p1_1 = u_p1_p1_2;                                                         \
                u_0_p1_0 = u_0_p1_1;                                                           \
                u_0_p1_1 = u_0_p1_2;                                                           \
            }                                                                                  \
        }                                                                                      \
    }

RESID_MARCH(variant_resid_march, "omp target teams distribute parallel for collapse(2)")
RESID_MARCH(variant_resid_lb8,
            "omp target teams distribute parallel for collapse(2) thread_limit(128) ompx_attribute(__attribute__((launch_bounds(128, 8))))")
RESID_MARCH(variant_resid_lb6,
            "omp target teams distribute parallel for collapse(2) thread_limit(128) ompx_attribute(__attribute__((launch_bounds(128, 6))))")
RESID_MARCH(variant_resid_lb12,
            "omp target teams distribute parallel for collapse(2) thread_limit(128) ompx_attribute(__attribute__((launch_bounds(128, 12))))")

/* resid rE: the march with shared partial sums. A pair sum of two columns
 * of one plane (u[p][i2-1][c] + u[p][i2+1][c]) is what both u1 (at p = i3)
 * and u2 (at p = i3 - 1) begin with, so it is computed once, when plane p
 * is loaded, and rotated instead of its two operands: same operations on
 * the same operands in the same order, fewer registers. */
static void variant_resid_pairsum(const double *restrict u, const double *v, double *r, int n1,
                                  int n2, int n3, double a0, double a2, double a3)
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++) {
            /* sC: center pair sums (planes i3-1, i3); sM/sP: i1-1 / i1+1 pair
             * sums (planes i3-1, i3); eM/eP: u[.][i2][i1-/+1] (planes i3-1, i3) */
            double sC0, sC1, sM0, sM1, sP0, sP1, eM0, eM1, eP0, eP1;
            sC0 = I3D(u, n1, n2, 0, i2 - 1, i1) + I3D(u, n1, n2, 0, i2 + 1, i1);
            sC1 = I3D(u, n1, n2, 1, i2 - 1, i1) + I3D(u, n1, n2, 1, i2 + 1, i1);
            sM0 = I3D(u, n1, n2, 0, i2 - 1, i1 - 1) + I3D(u, n1, n2, 0, i2 + 1, i1 - 1);
            sM1 = I3D(u, n1, n2, 1, i2 - 1, i1 - 1) + I3D(u, n1, n2, 1, i2 + 1, i1 - 1);
            sP0 = I3D(u, n1, n2, 0, i2 - 1, i1 + 1) + I3D(u, n1, n2, 0, i2 + 1, i1 + 1);
            sP1 = I3D(u, n1, n2, 1, i2 - 1, i1 + 1) + I3D(u, n1, n2, 1, i2 + 1, i1 + 1);
            eM0 = I3D(u, n1, n2, 0, i2, i1 - 1);
            eM1 = I3D(u, n1, n2, 1, i2, i1 - 1);
            eP0 = I3D(u, n1, n2, 0, i2, i1 + 1);
            eP1 = I3D(u, n1, n2, 1, i2, i1 + 1);
            for (int i3 = 1; i3 < n3 - 1; i3++) {
                double cm = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);
                double cp = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);
                double mm = I3D(u, n1, n2, i3 + 1, i2 - 1, i1 - 1);
                double mp = I3D(u, n1, n2, i3 + 1, i2 + 1, i1 - 1);
                double pm = I3D(u, n1, n2, i3 + 1, i2 - 1, i1 + 1);
                double pp = I3D(u, n1, n2, i3 + 1, i2 + 1, i1 + 1);
                double eM2 = I3D(u, n1, n2, i3 + 1, i2, i1 - 1);
                double eP2 = I3D(u, n1, n2, i3 + 1, i2, i1 + 1);
                I3D(r, n1, n2, i3, i2, i1) =
                    I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                    a2 * ((sC0 + cm + cp) + (sM1 + eM0 + eM2) + (sP1 + eP0 + eP2)) -
                    a3 * ((sM0 + mm + mp) + (sP0 + pm + pp));
                sC0 = sC1;
                sC1 = cm + cp;
                sM0 = sM1;
                sM1 = mm + mp;
                sP0 = sP1;
                sP1 = pm + pp;
                eM0 = eM1;
                eM1 = eM2;
                eP0 = eP1;
                eP1 = eP2;
            }
        }
}

/* resid rG: only the i1 column rotates; the i1-1 and i1+1 columns are read
 * from memory at every plane (the neighbouring threads load the same
 * lines, so they hit L1): fewer registers, more load instructions. */
static void variant_resid_center(const double *restrict u, const double *v, double *r, int n1,
                                 int n2, int n3, double a0, double a2, double a3)
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++) {
            double cm0 = I3D(u, n1, n2, 0, i2 - 1, i1), cp0 = I3D(u, n1, n2, 0, i2 + 1, i1);
            double cm1 = I3D(u, n1, n2, 1, i2 - 1, i1), cp1 = I3D(u, n1, n2, 1, i2 + 1, i1);
            for (int i3 = 1; i3 < n3 - 1; i3++) {
                double cm2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);
                double cp2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);
                I3D(r, n1, n2, i3, i2, i1) =
                    I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                    a2 * ((cm0 + cp0 + cm2 + cp2) +
                          (I3D(u, n1, n2, i3, i2 - 1, i1 - 1) + I3D(u, n1, n2, i3, i2 + 1, i1 - 1) +
                           I3D(u, n1, n2, i3 - 1, i2, i1 - 1) + I3D(u, n1, n2, i3 + 1, i2, i1 - 1)) +
                          (I3D(u, n1, n2, i3, i2 - 1, i1 + 1) + I3D(u, n1, n2, i3, i2 + 1, i1 + 1) +
                           I3D(u, n1, n2, i3 - 1, i2, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2, i1 + 1))) -
                    a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1 - 1) +
                           I3D(u, n1, n2, i3 - 1, i2 + 1, i1 - 1) +
                           I3D(u, n1, n2, i3 + 1, i2 - 1, i1 - 1) +
                           I3D(u, n1, n2, i3 + 1, i2 + 1, i1 - 1)) +
                          (I3D(u, n1, n2, i3 - 1, i2 - 1, i1 + 1) +
                           I3D(u, n1, n2, i3 - 1, i2 + 1, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2 - 1, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2 + 1, i1 + 1)));
                cm0 = cm1, cp0 = cp1, cm1 = cm2, cp1 = cp2;
            }
        }
}

/* resid, CUDA's shape in OpenMP: one thread per point, collapse(3) over
 * the interior with 128-thread teams, 32-bit loop variables. */
static void variant_resid_point(const double *restrict u, const double *v, double *r, int n1,
                                int n2, int n3, double a0, double a2, double a3)
{
#pragma omp target teams distribute parallel for collapse(3) thread_limit(128)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 1; i1 < n1 - 1; i1++)
                I3D(r, n1, n2, i3, i2, i1) =
                    I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                    a2 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1) + I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +
                           I3D(u, n1, n2, i3 + 1, i2 - 1, i1) + I3D(u, n1, n2, i3 + 1, i2 + 1, i1)) +
                          (I3D(u, n1, n2, i3, i2 - 1, i1 - 1) + I3D(u, n1, n2, i3, i2 + 1, i1 - 1) +
                           I3D(u, n1, n2, i3 - 1, i2, i1 - 1) + I3D(u, n1, n2, i3 + 1, i2, i1 - 1)) +
                          (I3D(u, n1, n2, i3, i2 - 1, i1 + 1) + I3D(u, n1, n2, i3, i2 + 1, i1 + 1) +
                           I3D(u, n1, n2, i3 - 1, i2, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2, i1 + 1))) -
                    a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1 - 1) +
                           I3D(u, n1, n2, i3 - 1, i2 + 1, i1 - 1) +
                           I3D(u, n1, n2, i3 + 1, i2 - 1, i1 - 1) +
                           I3D(u, n1, n2, i3 + 1, i2 + 1, i1 - 1)) +
                          (I3D(u, n1, n2, i3 - 1, i2 - 1, i1 + 1) +
                           I3D(u, n1, n2, i3 - 1, i2 + 1, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2 - 1, i1 + 1) +
                           I3D(u, n1, n2, i3 + 1, i2 + 1, i1 + 1)));
}

/* psinv pA: the generated plane march. */
#define PSINV_MARCH(NAME, CLAUSES)                                                             \
    static void NAME(const double *restrict r, double *u, int n1, int n2, int n3, double c0,  \
                     double c1, double c2)                                                     \
    {                                                                                          \
        _Pragma(CLAUSES) for (int i2 = 1; i2 < n2 - 1; i2++) for (int i1 = 1; i1 < n1 - 1;    \
                                                                  i1++)                       \
        {                                                                                      \
            double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, r_0_p1_0,          \
                r_0_p1_1, r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, r_p1_0_0, r_p1_0_1,          \
                r_p1_0_2;                                                                      \
            for (int i3 = 1; i3 < n3 - 1; i3++) {                                              \
                if (i3 == 1) {                                                                 \
                    r_0_0_0 = I3D(r, n1, n2, i3 - 1, i2, i1);                                  \
                    r_0_0_1 = I3D(r, n1, n2, i3, i2, i1);                                      \
                    r_0_m1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 - 1));                           \
                    r_0_m1_1 = I3D(r, n1, n2, i3, i2, i1 - 1);                                 \
                    r_0_p1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 + 1));                           \
                    r_0_p1_1 = I3D(r, n1, n2, i3, i2, i1 + 1);                                 \
                    r_m1_0_0 = I3D(r, n1, n2, i3 - 1, i2 - 1, i1);                             \
                    r_m1_0_1 = I3D(r, n1, n2, i3, i2 - 1, i1);                                 \
                    r_p1_0_0 = I3D(r, n1, n2, i3 - 1, i2 + 1, i1);                             \
                    r_p1_0_1 = I3D(r, n1, n2, i3, i2 + 1, i1);                                 \
                }                                                                              \
                r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1);                                      \
                r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1));                               \
                r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1));                               \
                r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1);                                 \
                r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1);                                 \
                I3D(u, n1, n2, i3, i2, i1) =                                                   \
                    I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 +                                \
                    c1 * (r_0_m1_1 + r_0_p1_1 + (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) +   \
                    c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) +                        \
                          (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) +                              \
                           I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + r_0_m1_0 + r_0_m1_2) +       \
                          (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) +                              \
                           I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + r_0_p1_0 + r_0_p1_2));       \
                r_0_0_0 = r_0_0_1;                                                             \
                r_0_0_1 = r_0_0_2;                                                             \
                r_0_m1_0 = r_0_m1_1;                                                           \
                r_0_m1_1 = r_0_m1_2;                                                           \
                r_0_p1_0 = r_0_p1_1;                                                           \
                r_0_p1_1 = r_0_p1_2;                                                           \
                r_m1_0_0 = r_m1_0_1;                                                           \
                r_m1_0_1 = r_m1_0_2;                                                           \
                r_p1_0_0 = r_p1_0_1;                                                           \
                r_p1_0_1 = r_p1_0_2;                                                           \
            }                                                                                  \
        }                                                                                      \
    }

PSINV_MARCH(variant_psinv_march, "omp target teams distribute parallel for collapse(2)")
PSINV_MARCH(variant_psinv_lb8,
            "omp target teams distribute parallel for collapse(2) thread_limit(128) ompx_attribute(__attribute__((launch_bounds(128, 8))))")
PSINV_MARCH(variant_psinv_lb12,
            "omp target teams distribute parallel for collapse(2) thread_limit(128) ompx_attribute(__attribute__((launch_bounds(128, 12))))")

/* comm3 as NAS MG writes it: three dependent halo regions. */
static void variant_comm3_three(double *u, int n1, int n2, int n3)
{
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
}

/* comm3 as one region: after the three copies every halo point holds the
 * interior point its coordinates wrap to (0 -> n-2, n-1 -> 1, each axis
 * independently), and no source is a halo point, so one region over the
 * six faces reads only points no thread writes. */
static inline int wrap(int i, int n) { return i == 0 ? n - 2 : (i == n - 1 ? 1 : i); }
static void variant_comm3_one(double *u, int n1, int n2, int n3)
{
    long long fz = 2LL * n2 * n1, fy = 2LL * (n3 - 2) * n1, fx = 2LL * (n3 - 2) * (n2 - 2);
#pragma omp target teams distribute parallel for
    for (long long t = 0; t < fz + fy + fx; t++) {
        int i3, i2, i1;
        if (t < fz) {
            long long q = t >> 1;
            i3 = (t & 1) ? n3 - 1 : 0, i2 = (int)(q / n1), i1 = (int)(q % n1);
        } else if (t < fz + fy) {
            long long q = (t - fz) >> 1;
            i2 = ((t - fz) & 1) ? n2 - 1 : 0, i3 = 1 + (int)(q / n1), i1 = (int)(q % n1);
        } else {
            long long q = (t - fz - fy) >> 1;
            i1 = ((t - fz - fy) & 1) ? n1 - 1 : 0, i3 = 1 + (int)(q / (n2 - 2)),
            i2 = 1 + (int)(q % (n2 - 2));
        }
        I3D(u, n1, n2, i3, i2, i1) = I3D(u, n1, n2, wrap(i3, n3), wrap(i2, n2), wrap(i1, n1));
    }
}

static void variant_empty(void)
{
#pragma omp target
    {
    }
}

static void variant_empty_nowait(void)
{
#pragma omp target nowait
    {
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#define MAXREPS 1000
static double median(double *t, int n)
{
    qsort(t, n, sizeof *t, cmp_double);
    return t[n / 2];
}

/* Times REPS calls of STMT (after one warm-up) and prints the median. */
#define TIME(NAME, REPS, STMT, SAME)                                                           \
    do {                                                                                       \
        double ts[MAXREPS];                                                                    \
        STMT;                                                                                  \
        for (int rep = 0; rep < (REPS); rep++) {                                               \
            double t0 = omp_get_wtime();                                                       \
            STMT;                                                                              \
            ts[rep] = (omp_get_wtime() - t0) * 1e3;                                            \
        }                                                                                      \
        printf("%-22s %10.4f ms   %s\n", NAME, median(ts, (REPS)), SAME);                      \
    } while (0)

/* Copies ARR back from the device and compares it with REF bit for bit. */
static const char *same_as_ref(double *arr, const double *ref, size_t nt)
{
#pragma omp target update from(arr[0:nt])
    return memcmp(arr, ref, nt * sizeof *ref) == 0 ? "bit-identical" : "DIFFERENT";
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, reps = argc > 2 ? atoi(argv[2]) : 5;
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
    printf("stencil_variants: %d^3 interior (extent %d), %d timed calls each\n", n, e, reps);
    printf("on %s\n", omp_is_initial_device() ? "host" : "device");
#pragma omp target enter data map(to: u[0:nt], v[0:nt], r[0:nt])
    {
        int on_host = 1;
#pragma omp target map(from: on_host)
        on_host = omp_is_initial_device();
        printf("target regions ran on: %s\n", on_host ? "HOST" : "GPU");
    }
    /* resid: every variant against the generated march */
    variant_resid_march(u, v, r, e, e, e, a0, a2, a3);
#pragma omp target update from(r[0:nt])
    memcpy(ref, r, nt * sizeof *ref);
    struct {
        const char *name;
        void (*f)(const double *restrict, const double *, double *, int, int, int, double, double,
                  double);
    } rs[] = {{"resid_march", variant_resid_march}, {"resid_lb8", variant_resid_lb8},
              {"resid_lb6", variant_resid_lb6},     {"resid_lb12", variant_resid_lb12},
              {"resid_pairsum", variant_resid_pairsum},
              {"resid_center", variant_resid_center}, {"resid_point", variant_resid_point}};
    for (unsigned k = 0; k < sizeof rs / sizeof rs[0]; k++) {
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = 0.0;
        TIME(rs[k].name, reps, rs[k].f(u, v, r, e, e, e, a0, a2, a3), "");
        printf("  %s\n", same_as_ref(r, ref, nt));
    }
    struct {
        const char *name;
        void (*f)(const double *restrict, double *, int, int, int, double, double, double);
    } ps[] = {{"psinv_march", variant_psinv_march},
              {"psinv_lb8", variant_psinv_lb8},
              {"psinv_lb12", variant_psinv_lb12}};
    for (unsigned k = 0; k < sizeof ps / sizeof ps[0]; k++) {
        /* the variant updates r := u + C v in place, from r = u */
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < nt; i++)
            r[i] = u[i];
        ps[k].f(v, r, e, e, e, c0, c1, c2);
        if (k == 0) {
#pragma omp target update from(r[0:nt])
            memcpy(ref, r, nt * sizeof *ref);
            printf("  %s once: reference\n", ps[k].name);
        } else {
            printf("  %s once: %s\n", ps[k].name, same_as_ref(r, ref, nt));
        }
        TIME(ps[k].name, reps, ps[k].f(v, r, e, e, e, c0, c1, c2), "(in place, repeated)");
    }
    /* comm3: three regions against one, at the fine and several coarse extents */
    for (int m = n; m >= 2; m /= 4) {
        int me = m + 2;
        size_t mt = (size_t)me * me * me;
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < mt; i++)
            r[i] = v[i];
        variant_comm3_three(r, me, me, me);
#pragma omp target update from(r[0:nt])
        memcpy(ref, r, mt * sizeof *ref);
#pragma omp target teams distribute parallel for
        for (size_t i = 0; i < mt; i++)
            r[i] = v[i];
        variant_comm3_one(r, me, me, me);
#pragma omp target update from(r[0:nt])
        const char *same = memcmp(ref, r, mt * sizeof *ref) == 0 ? "bit-identical" : "DIFFERENT";
        char name[64];
        snprintf(name, sizeof name, "comm3_three_%d", m);
        TIME(name, reps * 20 > MAXREPS ? MAXREPS : reps * 20, variant_comm3_three(r, me, me, me),
             "");
        snprintf(name, sizeof name, "comm3_one_%d", m);
        TIME(name, reps * 20 > MAXREPS ? MAXREPS : reps * 20, variant_comm3_one(r, me, me, me),
             same);
    }
    TIME("empty_target", MAXREPS, variant_empty(), "");
    TIME("empty_target_nowait", MAXREPS, variant_empty_nowait(), "(issue only)");
    {
        double t0 = omp_get_wtime();
        for (int k = 0; k < MAXREPS; k++)
            variant_empty_nowait();
#pragma omp taskwait
        printf("%-22s %10.4f ms   (per launch, %d then one taskwait)\n", "empty_nowait_batch",
               (omp_get_wtime() - t0) * 1e3 / MAXREPS, MAXREPS);
    }
#pragma omp target exit data map(delete: u[0:nt], v[0:nt], r[0:nt])
    free(u), free(v), free(r), free(ref);
    return 0;
}
