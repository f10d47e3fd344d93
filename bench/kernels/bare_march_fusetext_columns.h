/* The session-13 column bodies of bare_march_variants.c: fuse's own march
 * text in three forms. */
#ifndef BARE_MARCH_FUSETEXT_COLUMNS_H
#define BARE_MARCH_FUSETEXT_COLUMNS_H

/* Session 13: fuse's own march text (copied from its output for nas_mg at
 * 97388fa) in three forms: as fuse writes it (first planes loaded under
 * `if (i3 == 1)` in the loop); the same under `#pragma nounroll`; and
 * peeled (the first planes loaded before the loop, under a test that the
 * loop runs, so no load happens that the original would not make). */
#define RESID_FUSETEXT_COLUMN \
    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, \
    u_p1_0_2, u_m1_m1_0, u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, \
    u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1, u_0_m1_2, \
    u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, \
    u_p1_p1_2, u_0_p1_0, u_0_p1_1, u_0_p1_2; \
    for (int i3 = 1; i3 < n3 - 1; i3++) { \
    if (i3 == 1) { \
    u_m1_0_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, i1); \
    u_m1_0_1 = I3D(u, n1, n2, i3, i2 - 1, i1); \
    u_p1_0_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, i1); \
    u_p1_0_1 = I3D(u, n1, n2, i3, i2 + 1, i1); \
    u_m1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)); \
    u_m1_m1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)); \
    u_p1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)); \
    u_p1_m1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)); \
    u_0_m1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)); \
    u_0_m1_1 = I3D(u, n1, n2, i3, i2, (i1 - 1)); \
    u_m1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)); \
    u_m1_p1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)); \
    u_p1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)); \
    u_p1_p1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)); \
    u_0_p1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)); \
    u_0_p1_1 = I3D(u, n1, n2, i3, i2, (i1 + 1)); \
    } \
    u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1); \
    u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1); \
    u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)); \
    u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1)); \
    u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1)); \
    u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)); \
    u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1)); \
    u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)); \
    I3D(r, n1, n2, i3, i2, i1) = \
    I3D(v, n1, n2, i3, i2, i1) - \
    a0 * I3D(u, n1, n2, i3, i2, i1) - \
    a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) + \
    (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) + \
    (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) - \
    a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) + \
    (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2)); \
    u_m1_0_0 = u_m1_0_1; \
    u_m1_0_1 = u_m1_0_2; \
    u_p1_0_0 = u_p1_0_1; \
    u_p1_0_1 = u_p1_0_2; \
    u_m1_m1_0 = u_m1_m1_1; \
    u_m1_m1_1 = u_m1_m1_2; \
    u_p1_m1_0 = u_p1_m1_1; \
    u_p1_m1_1 = u_p1_m1_2; \
    u_0_m1_0 = u_0_m1_1; \
    u_0_m1_1 = u_0_m1_2; \
    u_m1_p1_0 = u_m1_p1_1; \
    u_m1_p1_1 = u_m1_p1_2; \
    u_p1_p1_0 = u_p1_p1_1; \
    u_p1_p1_1 = u_p1_p1_2; \
    u_0_p1_0 = u_0_p1_1; \
    u_0_p1_1 = u_0_p1_2; \
    }

#define RESID_FUSETEXT_NOUNROLL_COLUMN \
    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, \
    u_p1_0_2, u_m1_m1_0, u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, \
    u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1, u_0_m1_2, \
    u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, \
    u_p1_p1_2, u_0_p1_0, u_0_p1_1, u_0_p1_2; \
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++) { \
    if (i3 == 1) { \
    u_m1_0_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, i1); \
    u_m1_0_1 = I3D(u, n1, n2, i3, i2 - 1, i1); \
    u_p1_0_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, i1); \
    u_p1_0_1 = I3D(u, n1, n2, i3, i2 + 1, i1); \
    u_m1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 - 1)); \
    u_m1_m1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 - 1)); \
    u_p1_m1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 - 1)); \
    u_p1_m1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 - 1)); \
    u_0_m1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 - 1)); \
    u_0_m1_1 = I3D(u, n1, n2, i3, i2, (i1 - 1)); \
    u_m1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 - 1, (i1 + 1)); \
    u_m1_p1_1 = I3D(u, n1, n2, i3, i2 - 1, (i1 + 1)); \
    u_p1_p1_0 = I3D(u, n1, n2, i3 - 1, i2 + 1, (i1 + 1)); \
    u_p1_p1_1 = I3D(u, n1, n2, i3, i2 + 1, (i1 + 1)); \
    u_0_p1_0 = I3D(u, n1, n2, i3 - 1, i2, (i1 + 1)); \
    u_0_p1_1 = I3D(u, n1, n2, i3, i2, (i1 + 1)); \
    } \
    u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1); \
    u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1); \
    u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)); \
    u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1)); \
    u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1)); \
    u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)); \
    u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1)); \
    u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)); \
    I3D(r, n1, n2, i3, i2, i1) = \
    I3D(v, n1, n2, i3, i2, i1) - \
    a0 * I3D(u, n1, n2, i3, i2, i1) - \
    a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) + \
    (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) + \
    (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) - \
    a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) + \
    (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2)); \
    u_m1_0_0 = u_m1_0_1; \
    u_m1_0_1 = u_m1_0_2; \
    u_p1_0_0 = u_p1_0_1; \
    u_p1_0_1 = u_p1_0_2; \
    u_m1_m1_0 = u_m1_m1_1; \
    u_m1_m1_1 = u_m1_m1_2; \
    u_p1_m1_0 = u_p1_m1_1; \
    u_p1_m1_1 = u_p1_m1_2; \
    u_0_m1_0 = u_0_m1_1; \
    u_0_m1_1 = u_0_m1_2; \
    u_m1_p1_0 = u_m1_p1_1; \
    u_m1_p1_1 = u_m1_p1_2; \
    u_p1_p1_0 = u_p1_p1_1; \
    u_p1_p1_1 = u_p1_p1_2; \
    u_0_p1_0 = u_0_p1_1; \
    u_0_p1_1 = u_0_p1_2; \
    }

#define RESID_PEEL_COLUMN \
    double u_m1_0_0, u_m1_0_1, u_m1_0_2, u_p1_0_0, u_p1_0_1, \
    u_p1_0_2, u_m1_m1_0, u_m1_m1_1, u_m1_m1_2, u_p1_m1_0, \
    u_p1_m1_1, u_p1_m1_2, u_0_m1_0, u_0_m1_1, u_0_m1_2, \
    u_m1_p1_0, u_m1_p1_1, u_m1_p1_2, u_p1_p1_0, u_p1_p1_1, \
    u_p1_p1_2, u_0_p1_0, u_0_p1_1, u_0_p1_2; \
    if (1 < n3 - 1) { \
     \
    u_m1_0_0 = I3D(u, n1, n2, 1 - 1, i2 - 1, i1); \
    u_m1_0_1 = I3D(u, n1, n2, 1, i2 - 1, i1); \
    u_p1_0_0 = I3D(u, n1, n2, 1 - 1, i2 + 1, i1); \
    u_p1_0_1 = I3D(u, n1, n2, 1, i2 + 1, i1); \
    u_m1_m1_0 = I3D(u, n1, n2, 1 - 1, i2 - 1, (i1 - 1)); \
    u_m1_m1_1 = I3D(u, n1, n2, 1, i2 - 1, (i1 - 1)); \
    u_p1_m1_0 = I3D(u, n1, n2, 1 - 1, i2 + 1, (i1 - 1)); \
    u_p1_m1_1 = I3D(u, n1, n2, 1, i2 + 1, (i1 - 1)); \
    u_0_m1_0 = I3D(u, n1, n2, 1 - 1, i2, (i1 - 1)); \
    u_0_m1_1 = I3D(u, n1, n2, 1, i2, (i1 - 1)); \
    u_m1_p1_0 = I3D(u, n1, n2, 1 - 1, i2 - 1, (i1 + 1)); \
    u_m1_p1_1 = I3D(u, n1, n2, 1, i2 - 1, (i1 + 1)); \
    u_p1_p1_0 = I3D(u, n1, n2, 1 - 1, i2 + 1, (i1 + 1)); \
    u_p1_p1_1 = I3D(u, n1, n2, 1, i2 + 1, (i1 + 1)); \
    u_0_p1_0 = I3D(u, n1, n2, 1 - 1, i2, (i1 + 1)); \
    u_0_p1_1 = I3D(u, n1, n2, 1, i2, (i1 + 1)); \
     \
    for (int i3 = 1; i3 < n3 - 1; i3++) { \
     \
    u_m1_0_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, i1); \
    u_p1_0_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, i1); \
    u_m1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 - 1)); \
    u_p1_m1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 - 1)); \
    u_0_m1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 - 1)); \
    u_m1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 - 1, (i1 + 1)); \
    u_p1_p1_2 = I3D(u, n1, n2, i3 + 1, i2 + 1, (i1 + 1)); \
    u_0_p1_2 = I3D(u, n1, n2, i3 + 1, i2, (i1 + 1)); \
    I3D(r, n1, n2, i3, i2, i1) = \
    I3D(v, n1, n2, i3, i2, i1) - \
    a0 * I3D(u, n1, n2, i3, i2, i1) - \
    a2 * ((u_m1_0_0 + u_p1_0_0 + u_m1_0_2 + u_p1_0_2) + \
    (u_m1_m1_1 + u_p1_m1_1 + u_0_m1_0 + u_0_m1_2) + \
    (u_m1_p1_1 + u_p1_p1_1 + u_0_p1_0 + u_0_p1_2)) - \
    a3 * ((u_m1_m1_0 + u_p1_m1_0 + u_m1_m1_2 + u_p1_m1_2) + \
    (u_m1_p1_0 + u_p1_p1_0 + u_m1_p1_2 + u_p1_p1_2)); \
    u_m1_0_0 = u_m1_0_1; \
    u_m1_0_1 = u_m1_0_2; \
    u_p1_0_0 = u_p1_0_1; \
    u_p1_0_1 = u_p1_0_2; \
    u_m1_m1_0 = u_m1_m1_1; \
    u_m1_m1_1 = u_m1_m1_2; \
    u_p1_m1_0 = u_p1_m1_1; \
    u_p1_m1_1 = u_p1_m1_2; \
    u_0_m1_0 = u_0_m1_1; \
    u_0_m1_1 = u_0_m1_2; \
    u_m1_p1_0 = u_m1_p1_1; \
    u_m1_p1_1 = u_m1_p1_2; \
    u_p1_p1_0 = u_p1_p1_1; \
    u_p1_p1_1 = u_p1_p1_2; \
    u_0_p1_0 = u_0_p1_1; \
    u_0_p1_1 = u_0_p1_2; \
    } \
    }

#define PSINV_FUSETEXT_COLUMN \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, \
    r_0_p1_0, r_0_p1_1, r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, \
    r_p1_0_0, r_p1_0_1, r_p1_0_2; \
    for (int i3 = 1; i3 < n3 - 1; i3++) { \
    if (i3 == 1) { \
    r_0_0_0 = I3D(r, n1, n2, i3 - 1, i2, i1); \
    r_0_0_1 = I3D(r, n1, n2, i3, i2, i1); \
    r_0_m1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 - 1)); \
    r_0_m1_1 = I3D(r, n1, n2, i3, i2, i1 - 1); \
    r_0_p1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 + 1)); \
    r_0_p1_1 = I3D(r, n1, n2, i3, i2, i1 + 1); \
    r_m1_0_0 = I3D(r, n1, n2, i3 - 1, i2 - 1, i1); \
    r_m1_0_1 = I3D(r, n1, n2, i3, i2 - 1, i1); \
    r_p1_0_0 = I3D(r, n1, n2, i3 - 1, i2 + 1, i1); \
    r_p1_0_1 = I3D(r, n1, n2, i3, i2 + 1, i1); \
    } \
    r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1); \
    r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1)); \
    r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1)); \
    r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1); \
    r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1); \
    I3D(u, n1, n2, i3, i2, i1) = \
    I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 + \
    c1 * (r_0_m1_1 + r_0_p1_1 + \
    (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) + \
    c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + \
    r_0_m1_0 + r_0_m1_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + \
    r_0_p1_0 + r_0_p1_2)); \
    r_0_0_0 = r_0_0_1; \
    r_0_0_1 = r_0_0_2; \
    r_0_m1_0 = r_0_m1_1; \
    r_0_m1_1 = r_0_m1_2; \
    r_0_p1_0 = r_0_p1_1; \
    r_0_p1_1 = r_0_p1_2; \
    r_m1_0_0 = r_m1_0_1; \
    r_m1_0_1 = r_m1_0_2; \
    r_p1_0_0 = r_p1_0_1; \
    r_p1_0_1 = r_p1_0_2; \
    }

#define PSINV_FUSETEXT_NOUNROLL_COLUMN \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, \
    r_0_p1_0, r_0_p1_1, r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, \
    r_p1_0_0, r_p1_0_1, r_p1_0_2; \
    _Pragma("nounroll") for (int i3 = 1; i3 < n3 - 1; i3++) { \
    if (i3 == 1) { \
    r_0_0_0 = I3D(r, n1, n2, i3 - 1, i2, i1); \
    r_0_0_1 = I3D(r, n1, n2, i3, i2, i1); \
    r_0_m1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 - 1)); \
    r_0_m1_1 = I3D(r, n1, n2, i3, i2, i1 - 1); \
    r_0_p1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 + 1)); \
    r_0_p1_1 = I3D(r, n1, n2, i3, i2, i1 + 1); \
    r_m1_0_0 = I3D(r, n1, n2, i3 - 1, i2 - 1, i1); \
    r_m1_0_1 = I3D(r, n1, n2, i3, i2 - 1, i1); \
    r_p1_0_0 = I3D(r, n1, n2, i3 - 1, i2 + 1, i1); \
    r_p1_0_1 = I3D(r, n1, n2, i3, i2 + 1, i1); \
    } \
    r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1); \
    r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1)); \
    r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1)); \
    r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1); \
    r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1); \
    I3D(u, n1, n2, i3, i2, i1) = \
    I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 + \
    c1 * (r_0_m1_1 + r_0_p1_1 + \
    (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) + \
    c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + \
    r_0_m1_0 + r_0_m1_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + \
    r_0_p1_0 + r_0_p1_2)); \
    r_0_0_0 = r_0_0_1; \
    r_0_0_1 = r_0_0_2; \
    r_0_m1_0 = r_0_m1_1; \
    r_0_m1_1 = r_0_m1_2; \
    r_0_p1_0 = r_0_p1_1; \
    r_0_p1_1 = r_0_p1_2; \
    r_m1_0_0 = r_m1_0_1; \
    r_m1_0_1 = r_m1_0_2; \
    r_p1_0_0 = r_p1_0_1; \
    r_p1_0_1 = r_p1_0_2; \
    }

#define PSINV_PEEL_COLUMN \
    double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, \
    r_0_p1_0, r_0_p1_1, r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, \
    r_p1_0_0, r_p1_0_1, r_p1_0_2; \
    if (1 < n3 - 1) { \
     \
    r_0_0_0 = I3D(r, n1, n2, 1 - 1, i2, i1); \
    r_0_0_1 = I3D(r, n1, n2, 1, i2, i1); \
    r_0_m1_0 = I3D(r, n1, n2, 1 - 1, i2, (i1 - 1)); \
    r_0_m1_1 = I3D(r, n1, n2, 1, i2, i1 - 1); \
    r_0_p1_0 = I3D(r, n1, n2, 1 - 1, i2, (i1 + 1)); \
    r_0_p1_1 = I3D(r, n1, n2, 1, i2, i1 + 1); \
    r_m1_0_0 = I3D(r, n1, n2, 1 - 1, i2 - 1, i1); \
    r_m1_0_1 = I3D(r, n1, n2, 1, i2 - 1, i1); \
    r_p1_0_0 = I3D(r, n1, n2, 1 - 1, i2 + 1, i1); \
    r_p1_0_1 = I3D(r, n1, n2, 1, i2 + 1, i1); \
     \
    for (int i3 = 1; i3 < n3 - 1; i3++) { \
     \
    r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1); \
    r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1)); \
    r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1)); \
    r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1); \
    r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1); \
    I3D(u, n1, n2, i3, i2, i1) = \
    I3D(u, n1, n2, i3, i2, i1) + c0 * r_0_0_1 + \
    c1 * (r_0_m1_1 + r_0_p1_1 + \
    (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) + \
    c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + \
    r_0_m1_0 + r_0_m1_2) + \
    (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) + \
    I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + \
    r_0_p1_0 + r_0_p1_2)); \
    r_0_0_0 = r_0_0_1; \
    r_0_0_1 = r_0_0_2; \
    r_0_m1_0 = r_0_m1_1; \
    r_0_m1_1 = r_0_m1_2; \
    r_0_p1_0 = r_0_p1_1; \
    r_0_p1_1 = r_0_p1_2; \
    r_m1_0_0 = r_m1_0_1; \
    r_m1_0_1 = r_m1_0_2; \
    r_p1_0_0 = r_p1_0_1; \
    r_p1_0_1 = r_p1_0_2; \
    } \
    }

#endif
