/*
 * NAS MG's interp as `paracodex fuse` writes it (its collapse(3) region,
 * copied from the fused nas_mg/mg.c at 3773e8a) against a hand-written
 * shape with one thread per fine point of the unit-stride dimension:
 * j1 = 2*i1 + p, each of the four stores per thread selecting the parity's
 * expression (`p ? odd : even`), so that a warp's stores are contiguous.
 * The fused form stores at stride 2 (16.6 sectors per request, session 8).
 * Same expressions, so the results must be bit-identical.
 *
 * Usage: interp_variants N REPS   (N: coarse interior points per side)
 * Prints one line per variant: median ms per call (wall) and whether u
 * equals the fused form's bit for bit. Kernel times come from ncu.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

static void interp_fused(const double *restrict z, int mm1, int mm2, int mm3, double *u, int n1,
                         int n2, int n3)
{
    (void)n3;
#pragma omp target teams distribute parallel for collapse(3)
        for (int i3 = 0; i3 < mm3 - 1; i3++)
            for (int i2 = 0; i2 < mm2 - 1; i2++)
                for (int i1 = 0; i1 < mm1 - 1; i1++) {
                    I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1) += I3D(z, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1 + 1) +=
                        0.5 * (I3D(z, mm1, mm2, i3, i2, i1 + 1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1) +=
                        0.5 * (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1 + 1) +=
                        0.25 * ((I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1) +=
                        0.5 * (I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1 + 1) +=
                        0.25 * ((I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1) +=
                        0.25 *
                        (I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                         (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1 + 1) +=
                        0.125 *
                        ((I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                          (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1))) +
                         (I3D(z, mm1, mm2, i3 + 1, i2 + 1, (i1 + 1)) +
                          I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                          (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                           I3D(z, mm1, mm2, i3, i2, (i1 + 1)))));
                }
}

/* The same sums, one thread per (i3, i2, j1), j1 = 2*i1 + p. */
static void interp_parity(const double *restrict z, int mm1, int mm2, int mm3, double *u, int n1,
                          int n2, int n3)
{
    (void)n3;
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < mm3 - 1; i3++)
        for (int i2 = 0; i2 < mm2 - 1; i2++)
            for (int j1 = 0; j1 < 2 * (mm1 - 1); j1++) {
                int i1 = j1 >> 1;
                if (j1 & 1) {
                    I3D(u, n1, n2, 2 * i3, 2 * i2, j1) +=
                        0.5 * (I3D(z, mm1, mm2, i3, i2, i1 + 1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, j1) +=
                        0.25 * ((I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, j1) +=
                        0.25 * ((I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, j1) +=
                        0.125 *
                        ((I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                          (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1))) +
                         (I3D(z, mm1, mm2, i3 + 1, i2 + 1, (i1 + 1)) +
                          I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                          (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                           I3D(z, mm1, mm2, i3, i2, (i1 + 1)))));
                } else {
                    I3D(u, n1, n2, 2 * i3, 2 * i2, j1) += I3D(z, mm1, mm2, i3, i2, i1);
                    I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, j1) +=
                        0.5 * (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, j1) +=
                        0.5 * (I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                    I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, j1) +=
                        0.25 *
                        (I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                         (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)));
                }
            }
}

/* The parity chosen by a select inside each store instead of a branch. */
static void interp_select(const double *restrict z, int mm1, int mm2, int mm3, double *u, int n1,
                          int n2, int n3)
{
    (void)n3;
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < mm3 - 1; i3++)
        for (int i2 = 0; i2 < mm2 - 1; i2++)
            for (int j1 = 0; j1 < 2 * (mm1 - 1); j1++) {
                int i1 = j1 >> 1, p = j1 & 1;
                I3D(u, n1, n2, 2 * i3, 2 * i2, j1) +=
                    p ? 0.5 * (I3D(z, mm1, mm2, i3, i2, i1 + 1) + I3D(z, mm1, mm2, i3, i2, i1))
                      : I3D(z, mm1, mm2, i3, i2, i1);
                I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, j1) +=
                    p ? 0.25 * ((I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))))
                      : 0.5 * (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, j1) +=
                    p ? 0.25 * ((I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                                (I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                                 I3D(z, mm1, mm2, i3, i2, (i1 + 1))))
                      : 0.5 * (I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1));
                I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, j1) +=
                    p ? 0.125 *
                            ((I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                              (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1))) +
                             (I3D(z, mm1, mm2, i3 + 1, i2 + 1, (i1 + 1)) +
                              I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                              (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) +
                               I3D(z, mm1, mm2, i3, i2, (i1 + 1)))))
                      : 0.25 *
                            (I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                             (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)));
            }
}

typedef void (*interp_fn)(const double *restrict, int, int, int, double *, int, int, int);

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 256, reps = argc > 2 ? atoi(argv[2]) : 20;
    int mm = m + 2, n = 2 * m + 2;
    size_t nz = (size_t)mm * mm * mm, nu = (size_t)n * n * n;
    double *z = malloc(nz * sizeof *z), *u = malloc(nu * sizeof *u), *ref = malloc(nu * sizeof *u);
    for (size_t i = 0; i < nz; i++)
        z[i] = (double)((i * 37) % 101) / 7.0 - 3.0;
    struct { const char *name; interp_fn f; } vs[] = {
        {"interp_fused", interp_fused}, {"interp_parity", interp_parity}, {"interp_select", interp_select}};
    double *times = malloc(reps * sizeof *times);
#pragma omp target data map(to: z[0:nz]) map(alloc: u[0:nu])
    for (int k = 0; k < 3; k++) {
        /* one call on zeros for the bitwise check, then timed calls */
        memset(u, 0, nu * sizeof *u);
#pragma omp target update to(u[0:nu])
        vs[k].f(z, mm, mm, mm, u, n, n, n);
#pragma omp target update from(u[0:nu])
        int same = 1;
        if (k == 0)
            memcpy(ref, u, nu * sizeof *u);
        else
            same = memcmp(ref, u, nu * sizeof *u) == 0;
        for (int r = 0; r < reps + 2; r++) {
            double t0 = omp_get_wtime();
            vs[k].f(z, mm, mm, mm, u, n, n, n);
            double t = omp_get_wtime() - t0;
            if (r >= 2)
                times[r - 2] = t * 1e3;
        }
        qsort(times, reps, sizeof *times, cmp_double);
        printf("%-14s median_ms=%.4f %s\n", vs[k].name, times[reps / 2],
               k == 0 ? "(reference)" : same ? "bit-identical" : "DIFFERENT");
    }
    int on_host = 1;
#pragma omp target map(from: on_host)
    on_host = omp_is_initial_device();
    printf("target regions ran on: %s\n", on_host ? "host" : "GPU");
    free(z); free(u); free(ref); free(times);
    return 0;
}
