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

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void psinv(const double *restrict r, double *restrict u, int n1, int n2,
           int n3, const double c[4])
{
  double c0 = c[0], c1 = c[1], c2 = c[2];

  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
          I3D(u, n1, n2, i3, i2, i1) +=
              c0 * I3D(r, n1, n2, i3, i2, i1) +
              c1 *
                  (I3D(r, n1, n2, i3, i2, i1 - 1) + I3D(r, n1, n2, i3, i2, i1 + 1) +
                   (I3D(r, n1, n2, i3, i2 - 1, i1) + I3D(r, n1, n2, i3, i2 + 1, i1) +
                    I3D(r, n1, n2, i3 - 1, i2, i1) + I3D(r, n1, n2, i3 + 1, i2, i1))) +
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
