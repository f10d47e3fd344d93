/*
 * How much of the fused resid's time is loop and index arithmetic? (session 9)
 * NAS MG's fused resid as `paracodex fuse` writes it at 3773e8a, inline
 * `collapse(3)` (c3) and plane march `collapse(2)` (march), against the
 * same bodies under hand-flattened loops: one `int` loop over all points
 * (flat32: i1, i2, i3 from 32-bit division, as a CUDA kernel's 3-D grid
 * gives them for free), the same in `long long` (flat64), and the march's
 * (i2, i1) plane as one `int` loop (march_flat32). The bodies are the
 * generated text; the results must be bit-identical.
 *
 * Usage: index_variants N REPS   (N interior points per side)
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

#define ARGS const double *restrict u, const double *v, double *r, int n1, int n2, int n3, \
             double a0, double a2, double a3

static void resid_c3(ARGS)
{
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 1; i1 < n1 - 1; i1++)
                    I3D(r, n1, n2, i3, i2, i1) = I3D(v, n1, n2, i3, i2, i1) -
                                                 a0 * I3D(u, n1, n2, i3, i2, i1) -
                                                 a2 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, i1)) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)))) -
                                                 a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1))));
}

static void resid_flat32(ARGS)
{
    int m1 = n1 - 2, m2 = n2 - 2, total = m1 * m2 * (n3 - 2);
#pragma omp target teams distribute parallel for
    for (int t = 0; t < total; t++) {
        int i1 = t % m1 + 1, q = t / m1, i2 = q % m2 + 1, i3 = q / m2 + 1;
                    I3D(r, n1, n2, i3, i2, i1) = I3D(v, n1, n2, i3, i2, i1) -
                                                 a0 * I3D(u, n1, n2, i3, i2, i1) -
                                                 a2 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, i1)) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)))) -
                                                 a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1))));
    }
}

static void resid_flat64(ARGS)
{
    long long m1 = n1 - 2, m2 = n2 - 2, total = m1 * m2 * (n3 - 2);
#pragma omp target teams distribute parallel for
    for (long long t = 0; t < total; t++) {
        int i1 = (int)(t % m1) + 1, i2 = (int)(t / m1 % m2) + 1, i3 = (int)(t / m1 / m2) + 1;
                    I3D(r, n1, n2, i3, i2, i1) = I3D(v, n1, n2, i3, i2, i1) -
                                                 a0 * I3D(u, n1, n2, i3, i2, i1) -
                                                 a2 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, i1) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, i1)) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)))) -
                                                 a3 * ((I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1))) +
                                                       (I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)) +
                                                        I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1))));
    }
}

static void resid_march(ARGS)
{
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
{
                    // input columns rotate in registers as i3 advances: <array>_<offsets>_<s>
                    // holds plane i3 + (lowest offset) + s
                    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, u_p1_0_2, u_m1_m1_0,
                        u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1,
                        u_0_m1_2, u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, u_p1_p1_2,
                        u_0_p1_0, u_0_p1_1, u_0_p1_2;
                    for (int i3 = 1; i3 < n3 - 1; i3++) {
                        if (i3 == 1) {
                            u_m1_0_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, i1);
                            u_m1_0_1 = I3D(u, n1, n2, i3, i2 - 1, i1);
                            u_p1_0_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, i1);
                            u_p1_0_1 = I3D(u, n1, n2, i3, i2 + 1, i1);
                            u_m1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1));
                            u_m1_m1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 - 1));
                            u_p1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1));
                            u_p1_m1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 - 1));
                            u_0_m1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 - 1));
                            u_0_m1_1 = I3D(u, n1, n2, i3, i2, (i1 - 1));
                            u_m1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1));
                            u_m1_p1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 + 1));
                            u_p1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1));
                            u_p1_p1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 + 1));
                            u_0_p1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 + 1));
                            u_0_p1_1 = I3D(u, n1, n2, i3, i2, (i1 + 1));
                        }
                        u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);
                        u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);
                        u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1));
                        u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1));
                        u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1));
                        u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1));
                        u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1));
                        u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1));
                        I3D(r, n1, n2, i3, i2, i1) =
                            I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                            a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) +
                                  (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) +
                                  (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) -
                            a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) +
                                  (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2));
                        u_m1_0_0 = u_m1_0_1;
                        u_m1_0_1 = u_m1_0_2;
                        u_p1_0_0 = u_p1_0_1;
                        u_p1_0_1 = u_p1_0_2;
                        u_m1_m1_0 = u_m1_m1_1;
                        u_m1_m1_1 = u_m1_m1_2;
                        u_p1_m1_0 = u_p1_m1_1;
                        u_p1_m1_1 = u_p1_m1_2;
                        u_0_m1_0 = u_0_m1_1;
                        u_0_m1_1 = u_0_m1_2;
                        u_m1_p1_0 = u_m1_p1_1;
                        u_m1_p1_1 = u_m1_p1_2;
                        u_p1_p1_0 = u_p1_p1_1;
                        u_p1_p1_1 = u_p1_p1_2;
                        u_0_p1_0 = u_0_p1_1;
                        u_0_p1_1 = u_0_p1_2;
                    }
                }

}

static void resid_march_flat32(ARGS)
{
    int m1 = n1 - 2, plane = m1 * (n2 - 2);
#pragma omp target teams distribute parallel for
    for (int t = 0; t < plane; t++) {
        int i1 = t % m1 + 1, i2 = t / m1 + 1;
{
                    // input columns rotate in registers as i3 advances: <array>_<offsets>_<s>
                    // holds plane i3 + (lowest offset) + s
                    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, u_p1_0_2, u_m1_m1_0,
                        u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1,
                        u_0_m1_2, u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, u_p1_p1_2,
                        u_0_p1_0, u_0_p1_1, u_0_p1_2;
                    for (int i3 = 1; i3 < n3 - 1; i3++) {
                        if (i3 == 1) {
                            u_m1_0_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, i1);
                            u_m1_0_1 = I3D(u, n1, n2, i3, i2 - 1, i1);
                            u_p1_0_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, i1);
                            u_p1_0_1 = I3D(u, n1, n2, i3, i2 + 1, i1);
                            u_m1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1));
                            u_m1_m1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 - 1));
                            u_p1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1));
                            u_p1_m1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 - 1));
                            u_0_m1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 - 1));
                            u_0_m1_1 = I3D(u, n1, n2, i3, i2, (i1 - 1));
                            u_m1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1));
                            u_m1_p1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 + 1));
                            u_p1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1));
                            u_p1_p1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 + 1));
                            u_0_p1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 + 1));
                            u_0_p1_1 = I3D(u, n1, n2, i3, i2, (i1 + 1));
                        }
                        u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1);
                        u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1);
                        u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1));
                        u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1));
                        u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1));
                        u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1));
                        u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1));
                        u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1));
                        I3D(r, n1, n2, i3, i2, i1) =
                            I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
                            a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) +
                                  (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) +
                                  (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) -
                            a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) +
                                  (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2));
                        u_m1_0_0 = u_m1_0_1;
                        u_m1_0_1 = u_m1_0_2;
                        u_p1_0_0 = u_p1_0_1;
                        u_p1_0_1 = u_p1_0_2;
                        u_m1_m1_0 = u_m1_m1_1;
                        u_m1_m1_1 = u_m1_m1_2;
                        u_p1_m1_0 = u_p1_m1_1;
                        u_p1_m1_1 = u_p1_m1_2;
                        u_0_m1_0 = u_0_m1_1;
                        u_0_m1_1 = u_0_m1_2;
                        u_m1_p1_0 = u_m1_p1_1;
                        u_m1_p1_1 = u_m1_p1_2;
                        u_p1_p1_0 = u_p1_p1_1;
                        u_p1_p1_1 = u_p1_p1_2;
                        u_0_p1_0 = u_0_p1_1;
                        u_0_p1_1 = u_0_p1_2;
                    }
                }

    }
}

typedef void (*resid_fn)(ARGS);

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 512, reps = argc > 2 ? atoi(argv[2]) : 20;
    int n = m + 2;
    size_t np = (size_t)n * n * n;
    double *u = malloc(np * sizeof *u), *v = malloc(np * sizeof *v), *r = malloc(np * sizeof *r),
           *ref = malloc(np * sizeof *r);
    for (size_t i = 0; i < np; i++) {
        u[i] = (double)((i * 37) % 101) / 7.0 - 3.0;
        v[i] = (double)((i * 53) % 97) / 5.0;
    }
    double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
    struct { const char *name; resid_fn f; } vs[] = {
        {"resid_c3", resid_c3}, {"resid_flat32", resid_flat32}, {"resid_flat64", resid_flat64},
        {"resid_march", resid_march}, {"resid_march_flat32", resid_march_flat32}};
    int nv = sizeof vs / sizeof vs[0];
    double *times = malloc(reps * sizeof *times);
#pragma omp target data map(to: u[0:np], v[0:np]) map(alloc: r[0:np])
    for (int k = 0; k < nv; k++) {
        memset(r, 0, np * sizeof *r);
#pragma omp target update to(r[0:np])
        vs[k].f(u, v, r, n, n, n, a0, a2, a3);
#pragma omp target update from(r[0:np])
        int same = 1;
        if (k == 0)
            memcpy(ref, r, np * sizeof *r);
        else
            same = memcmp(ref, r, np * sizeof *r) == 0;
        for (int t = 0; t < reps + 2; t++) {
            double t0 = omp_get_wtime();
            vs[k].f(u, v, r, n, n, n, a0, a2, a3);
            double dt = omp_get_wtime() - t0;
            if (t >= 2)
                times[t - 2] = dt * 1e3;
        }
        qsort(times, reps, sizeof *times, cmp_double);
        printf("%-20s median_ms=%.4f %s\n", vs[k].name, times[reps / 2],
               k == 0 ? "(reference)" : same ? "bit-identical" : "DIFFERENT");
    }
    int on_host = 1;
#pragma omp target map(from: on_host)
    on_host = omp_is_initial_device();
    printf("target regions ran on: %s\n", on_host ? "host" : "GPU");
    free(u); free(v); free(r); free(ref); free(times);
    return 0;
}
