/*
 * case:     strided_interp
 * what:     NAS MG interp (prolongation coarse z -> fine u, added into u)
 *           in offload form. The producer builds z1, z2, z3 (z3 reuses the
 *           z1 sum through a local scalar); the consumer reads them at i1
 *           and i1+1 and writes u at stride 2: 2*i3(+1), 2*i2(+1), 2*i1(+1).
 * regions:  R1 producer (writes z1, z2, z3 from z), R2 consumer (reads z,
 *           z1, z2, z3; updates u).
 * expect:   R1 -> R2 via z1, z2, z3: LEGAL
 *           R1 writes i1 in 0..mm1-1 for every (i3, i2) in
 *           0..mm3-2 x 0..mm2-2; R2 reads i1 and i1+1 for i1 in 0..mm1-2
 *           over the same (i3, i2). R2 writes only u, which R1 never
 *           reads; z is restrict.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void interp(const double *restrict z, int mm1, int mm2, int mm3,
            double *restrict u, int n1, int n2, int n3)
{

  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < mm3 - 1; i3++)
      for (int i2 = 0; i2 < mm2 - 1; i2++)
        for (int i1 = 0; i1 < mm1 - 1; i1++) {
          I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1) += I3D(z, mm1, mm2, i3, i2, i1);
          I3D(u, n1, n2, 2 * i3, 2 * i2, 2 * i1 + 1) +=
              0.5 * (I3D(z, mm1, mm2, i3, i2, i1 + 1) + I3D(z, mm1, mm2, i3, i2, i1));
          I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1) +=
              0.5 * ((I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)));
          I3D(u, n1, n2, 2 * i3, 2 * i2 + 1, 2 * i1 + 1) +=
              0.25 * (((I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1))) +
                      ((I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) + I3D(z, mm1, mm2, i3, i2, (i1 + 1)))));
          I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1) +=
              0.5 * (I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1));
          I3D(u, n1, n2, 2 * i3 + 1, 2 * i2, 2 * i1 + 1) +=
              0.25 * ((I3D(z, mm1, mm2, i3 + 1, i2, i1) + I3D(z, mm1, mm2, i3, i2, i1)) +
                      (I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) + I3D(z, mm1, mm2, i3, i2, (i1 + 1))));
          I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1) +=
              0.25 * (I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                      (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1)));
          I3D(u, n1, n2, 2 * i3 + 1, 2 * i2 + 1, 2 * i1 + 1) +=
              0.125 *
              ((I3D(z, mm1, mm2, i3 + 1, i2 + 1, i1) + I3D(z, mm1, mm2, i3 + 1, i2, i1) +
                (I3D(z, mm1, mm2, i3, i2 + 1, i1) + I3D(z, mm1, mm2, i3, i2, i1))) +
               (I3D(z, mm1, mm2, i3 + 1, i2 + 1, (i1 + 1)) + I3D(z, mm1, mm2, i3 + 1, i2, (i1 + 1)) +
                (I3D(z, mm1, mm2, i3, i2 + 1, (i1 + 1)) + I3D(z, mm1, mm2, i3, i2, (i1 + 1)))));
        }
  }

}
