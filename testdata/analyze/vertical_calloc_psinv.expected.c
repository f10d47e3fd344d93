/*
 * case:     vertical_calloc_psinv
 * what:     NAS MG psinv (u = u + C r) with its temporaries r1, r2
 *           allocated by calloc and mapped map(alloc:) (the zeroes never
 *           reach the device and nothing reads them). The consumer updates
 *           u in place; the producer reads only r, so that is fine.
 * regions:  R1 producer (writes r1, r2 from r), R2 consumer (reads r, r1,
 *           r2, updates u).
 * expect:   R1 -> R2 via r1, r2: LEGAL
 *           R2 reads r1/r2 at i1-1..i1+1 for i1 in 1..n1-2, R1 wrote
 *           0..n1-1; R2 writes u, which R1 never reads; r is restrict.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>
/* paracodex: a marched region runs when its plane has at least this many
   points, its fused form otherwise. -DPARACODEX_MARCH_MIN_PLANE=N sets N for
   every region (0: always marched; paracodex verify builds its harness so). */
#ifdef PARACODEX_MARCH_MIN_PLANE
#define PARACODEX_MIN_PLANE(n) ((long long)(PARACODEX_MARCH_MIN_PLANE))
#else
#define PARACODEX_MIN_PLANE(n) (n)
#endif

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void psinv(const double *restrict r, double *restrict u, int n1, int n2,
           int n3, const double c[4])
{
  double c0 = c[0], c1 = c[1], c2 = c[2];

  {

    // paracodex: schedule(plane-march i3 min-plane=262144)
    if ((((long long)(n2)) - 2LL) * (((long long)(n1)) - 2LL) >=
        PARACODEX_MIN_PLANE(262144LL)) {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++) {
          // input columns rotate in registers as i3 advances: <array>_<offsets>_<s>
          // holds plane i3 + (lowest offset) + s
          double r_0_0_0, r_0_0_1, r_0_0_2, r_0_m1_0, r_0_m1_1, r_0_m1_2, r_0_p1_0,
              r_0_p1_1, r_0_p1_2, r_m1_0_0, r_m1_0_1, r_m1_0_2, r_p1_0_0, r_p1_0_1,
              r_p1_0_2;
          for (int i3 = 1; i3 < n3 - 1; i3++) {
            if (i3 == 1) {
              r_0_0_0 = I3D(r, n1, n2, i3 - 1, i2, i1);
              r_0_0_1 = I3D(r, n1, n2, i3, i2, i1);
              r_0_m1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 - 1));
              r_0_m1_1 = I3D(r, n1, n2, i3, i2, i1 - 1);
              r_0_p1_0 = I3D(r, n1, n2, i3 - 1, i2, (i1 + 1));
              r_0_p1_1 = I3D(r, n1, n2, i3, i2, i1 + 1);
              r_m1_0_0 = I3D(r, n1, n2, i3 - 1, i2 - 1, i1);
              r_m1_0_1 = I3D(r, n1, n2, i3, i2 - 1, i1);
              r_p1_0_0 = I3D(r, n1, n2, i3 - 1, i2 + 1, i1);
              r_p1_0_1 = I3D(r, n1, n2, i3, i2 + 1, i1);
            }
            r_0_0_2 = I3D(r, n1, n2, i3 + 1, i2, i1);
            r_0_m1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 - 1));
            r_0_p1_2 = I3D(r, n1, n2, i3 + 1, i2, (i1 + 1));
            r_m1_0_2 = I3D(r, n1, n2, i3 + 1, i2 - 1, i1);
            r_p1_0_2 = I3D(r, n1, n2, i3 + 1, i2 + 1, i1);
            I3D(u, n1, n2, i3, i2, i1) +=
                c0 * r_0_0_1 +
                c1 *
                    (r_0_m1_1 + r_0_p1_1 + (r_m1_0_1 + r_p1_0_1 + r_0_0_0 + r_0_0_2)) +
                c2 * ((r_m1_0_0 + r_p1_0_0 + r_m1_0_2 + r_p1_0_2) +
                      (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) +
                       I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) + r_0_m1_0 + r_0_m1_2) +
                      (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) +
                       I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) + r_0_p1_0 + r_0_p1_2));
            r_0_0_0 = r_0_0_1;
            r_0_0_1 = r_0_0_2;
            r_0_m1_0 = r_0_m1_1;
            r_0_m1_1 = r_0_m1_2;
            r_0_p1_0 = r_0_p1_1;
            r_0_p1_1 = r_0_p1_2;
            r_m1_0_0 = r_m1_0_1;
            r_m1_0_1 = r_m1_0_2;
            r_p1_0_0 = r_p1_0_1;
            r_p1_0_1 = r_p1_0_2;
          }
        }
    } else {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
          for (int i1 = 1; i1 < n1 - 1; i1++)
            I3D(u, n1, n2, i3, i2, i1) +=
                c0 * I3D(r, n1, n2, i3, i2, i1) +
                c1 *
                    (I3D(r, n1, n2, i3, i2, i1 - 1) + I3D(r, n1, n2, i3, i2, i1 + 1) +
                     (I3D(r, n1, n2, i3, i2 - 1, i1) + I3D(r, n1, n2, i3, i2 + 1, i1) +
                      I3D(r, n1, n2, i3 - 1, i2, i1) +
                      I3D(r, n1, n2, i3 + 1, i2, i1))) +
                c2 * ((I3D(r, n1, n2, i3 - 1, i2 - 1, i1) +
                       I3D(r, n1, n2, i3 - 1, i2 + 1, i1) +
                       I3D(r, n1, n2, i3 + 1, i2 - 1, i1) +
                       I3D(r, n1, n2, i3 + 1, i2 + 1, i1)) +
                      (I3D(r, n1, n2, i3, i2 - 1, (i1 - 1)) +
                       I3D(r, n1, n2, i3, i2 + 1, (i1 - 1)) +
                       I3D(r, n1, n2, i3 - 1, i2, (i1 - 1)) +
                       I3D(r, n1, n2, i3 + 1, i2, (i1 - 1))) +
                      (I3D(r, n1, n2, i3, i2 - 1, (i1 + 1)) +
                       I3D(r, n1, n2, i3, i2 + 1, (i1 + 1)) +
                       I3D(r, n1, n2, i3 - 1, i2, (i1 + 1)) +
                       I3D(r, n1, n2, i3 + 1, i2, (i1 + 1))));
    }
  }

}
