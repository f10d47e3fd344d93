/* The session-12 column bodies of bare_march_variants.c (resid and psinv,
 * raw and with pair sums, psinv as fuse writes it) and the ways of giving
 * each thread its column that need no bare launch (march, manual). */
#ifndef BARE_MARCH_COLUMNS_H
#define BARE_MARCH_COLUMNS_H

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

/* One thread's march down i3 for resid at column (i2, i1). */
#define RESID_COLUMN                                                                   \
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
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++)                                        \
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
#define PSINV_COLUMN                                                                   \
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
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++)                                        \
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


/* resid's march keeping plane pair sums: q(k) = u[k][i2-1][x] + u[k][i2+1][x]
 * for x = i1-1, i1, i1+1 is the first addition of each four-term group in
 * the body above, so u2 = (q(i3-1) + u[i3+1][i2-1]) + u[i3+1][i2+1] and
 * u1 = (q(i3) + u[i3-1][i2]) + u[i3+1][i2] round exactly as written. */
#define RESID_PSUM_COLUMN                                                                      \
    double qc0, qc1, qm0, qm1, qp0, qp1, cm0, cm1, cp0, cp1;                                   \
    qc0 = I3D(u, n1, n2, 0, i2 - 1, i1) + I3D(u, n1, n2, 0, i2 + 1, i1);                       \
    qc1 = I3D(u, n1, n2, 1, i2 - 1, i1) + I3D(u, n1, n2, 1, i2 + 1, i1);                       \
    qm0 = I3D(u, n1, n2, 0, i2 - 1, i1 - 1) + I3D(u, n1, n2, 0, i2 + 1, i1 - 1);               \
    qm1 = I3D(u, n1, n2, 1, i2 - 1, i1 - 1) + I3D(u, n1, n2, 1, i2 + 1, i1 - 1);               \
    qp0 = I3D(u, n1, n2, 0, i2 - 1, i1 + 1) + I3D(u, n1, n2, 0, i2 + 1, i1 + 1);               \
    qp1 = I3D(u, n1, n2, 1, i2 - 1, i1 + 1) + I3D(u, n1, n2, 1, i2 + 1, i1 + 1);               \
    cm0 = I3D(u, n1, n2, 0, i2, i1 - 1);                                                       \
    cm1 = I3D(u, n1, n2, 1, i2, i1 - 1);                                                       \
    cp0 = I3D(u, n1, n2, 0, i2, i1 + 1);                                                       \
    cp1 = I3D(u, n1, n2, 1, i2, i1 + 1);                                                       \
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++)                                    \
    {                                                                                          \
        double am = I3D(u, n1, n2, i3 + 1, i2 - 1, i1 - 1), bm = I3D(u, n1, n2, i3 + 1, i2 + 1, i1 - 1); \
        double ac = I3D(u, n1, n2, i3 + 1, i2 - 1, i1), bc = I3D(u, n1, n2, i3 + 1, i2 + 1, i1); \
        double ap = I3D(u, n1, n2, i3 + 1, i2 - 1, i1 + 1), bp = I3D(u, n1, n2, i3 + 1, i2 + 1, i1 + 1); \
        double cm2 = I3D(u, n1, n2, i3 + 1, i2, i1 - 1), cp2 = I3D(u, n1, n2, i3 + 1, i2, i1 + 1); \
        I3D(r, n1, n2, i3, i2, i1) =                                                           \
            I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -                     \
            a2 * ((qc0 + ac + bc) + (qm1 + cm0 + cm2) + (qp1 + cp0 + cp2)) -                   \
            a3 * ((qm0 + am + bm) + (qp0 + ap + bp));                                          \
        qc0 = qc1, qc1 = ac + bc, qm0 = qm1, qm1 = am + bm, qp0 = qp1, qp1 = ap + bp;          \
        cm0 = cm1, cm1 = cm2, cp0 = cp1, cp1 = cp2;                                            \
    }


/* psinv's march keeping the plane pair sums q(k) = r[k][i2-1][i1] +
 * r[k][i2+1][i1], the first addition of two of the body's groups. */
#define PSINV_PSUM_COLUMN                                                                      \
    double r_0_0_0, r_0_0_1, r_0_m1_0, r_0_m1_1, r_0_p1_0, r_0_p1_1, q0, q1;                   \
    r_0_0_0 = I3D(r, n1, n2, 0, i2, i1);                                                       \
    r_0_0_1 = I3D(r, n1, n2, 1, i2, i1);                                                       \
    r_0_m1_0 = I3D(r, n1, n2, 0, i2, (i1 - 1));                                                \
    r_0_m1_1 = I3D(r, n1, n2, 1, i2, i1 - 1);                                                  \
    r_0_p1_0 = I3D(r, n1, n2, 0, i2, (i1 + 1));                                                \
    r_0_p1_1 = I3D(r, n1, n2, 1, i2, i1 + 1);                                                  \
    q0 = I3D(r, n1, n2, 0, i2 - 1, i1) + I3D(r, n1, n2, 0, i2 + 1, i1);                        \
    q1 = I3D(r, n1, n2, 1, i2 - 1, i1) + I3D(r, n1, n2, 1, i2 + 1, i1);                        \
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++)                                    \
    {                                                                                          \
        double r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1);                                       \
        double r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1));                                \
        double r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1));                                \
        double r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1);                                  \
        double r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1);                                  \
        I3D(u, n1, n2, i3, i2, i1) =                                                           \
            I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 +                                        \
            c1 * (r_0_m1_1 + r_0_p1_1 + (q1 + r_0_0_0 + r_0_0_2)) +                            \
            c2 * ((q0 + r_m1_0_2 + r_p1_0_2) +                                                 \
                  (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + \
                   r_0_m1_0 + r_0_m1_2) +                                                      \
                  (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + \
                   r_0_p1_0 + r_0_p1_2));                                                      \
        r_0_0_0 = r_0_0_1, r_0_0_1 = r_0_0_2, r_0_m1_0 = r_0_m1_1, r_0_m1_1 = r_0_m1_2;        \
        r_0_p1_0 = r_0_p1_1, r_0_p1_1 = r_0_p1_2, q0 = q1, q1 = r_m1_0_2 + r_p1_0_2;           \
    }

/* psinv's column exactly as `paracodex fuse` writes it in nas_mg (session
 * 12): a column's first planes loaded inside the loop, at its first step. */
#define PSINV_FUSE_COLUMN                                                                      \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, r_0_p1_0, r_0_p1_1,        \
        r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, r_p1_0_0, r_p1_0_1, r_p1_0_2;                  \
    for (int i3 = 1; i3 < n3 - 1; i3++) {                                                      \
        if (i3 == 1) {                                                                         \
            r_0_0_0 = I3D(r, n1, n2, i3 - 1, i2, i1);                                          \
            r_0_0_1 = I3D(r, n1, n2, i3, i2, i1);                                              \
            r_0_m1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 - 1));                                   \
            r_0_m1_1 = I3D(r, n1, n2, i3, i2, i1 - 1);                                         \
            r_0_p1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 + 1));                                   \
            r_0_p1_1 = I3D(r, n1, n2, i3, i2, i1 + 1);                                         \
            r_m1_0_0 = I3D(r, n1, n2, i3 - 1, i2 - 1, i1);                                     \
            r_m1_0_1 = I3D(r, n1, n2, i3, i2 - 1, i1);                                         \
            r_p1_0_0 = I3D(r, n1, n2, i3 - 1, i2 + 1, i1);                                     \
            r_p1_0_1 = I3D(r, n1, n2, i3, i2 + 1, i1);                                         \
        }                                                                                      \
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

#define MARCH(NAME, ARGS, COLUMN)                                                              \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        _Pragma("omp target teams distribute parallel for collapse(2)")                        \
        for (int i2 = 1; i2 < n2 - 1; i2++)                                                    \
            for (int i1 = 1; i1 < n1 - 1; i1++) {                                              \
                COLUMN                                                                         \
            }                                                                                  \
    }

/* Blocks of 128 columns along i1, (n1-2+127)/128 per row. */
#define MANUAL(NAME, ARGS, COLUMN)                                                             \
    static void NAME(ARGS)                                                                     \
    {                                                                                          \
        int g1 = (n1 - 2 + 127) / 128, nb = g1 * (n2 - 2);                                     \
        _Pragma("omp target teams num_teams(nb) thread_limit(128)")                            \
        _Pragma("omp parallel")                                                                \
        for (int b = omp_get_team_num(); b < nb; b += omp_get_num_teams())                     \
            for (int l = omp_get_thread_num(); l < 128; l += omp_get_num_threads()) {          \
                int i2 = b / g1 + 1, i1 = (b % g1) * 128 + l + 1;                              \
                if (i1 < n1 - 1) {                                                             \
                    COLUMN                                                                     \
                }                                                                              \
            }                                                                                  \
    }

#endif
