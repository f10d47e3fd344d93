/*
 * case:     refuse_read_outside_written
 * what:     resid-like pair where the producer only fills the interior
 *           i1 in 1..n1-2 of u1, but the consumer still reads u1 at i1-1
 *           and i1+1 for i1 in 1..n1-2, i.e. u1[0] and u1[n1-1], which no
 *           region wrote.
 * regions:  R1 producer (writes u1), R2 consumer (reads u1).
 * expect:   R1 -> R2 via u1: REFUSED [covered-reads]
 * rule:     the consumer reads the temporary outside what the producer
 *           wrote (i1-1 = 0 at i1 = 1, and i1+1 = n1-1 at i1 = n1-2).
 */
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) a[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void resid_short(const double *restrict u, const double *restrict v,
                 double *restrict r, int n1, int n2, int n3, double a0,
                 double a2)
{
  size_t npts = (size_t)n1 * n2 * n3;
  double *u1 = malloc(npts * sizeof(double));

#pragma omp target data map(alloc: u1[0:npts])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
          I3D(u1, n1, n2, i3, i2, i1) =
              I3D(u, n1, n2, i3, i2 - 1, i1) + I3D(u, n1, n2, i3, i2 + 1, i1) +
              I3D(u, n1, n2, i3 - 1, i2, i1) + I3D(u, n1, n2, i3 + 1, i2, i1);

#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
          I3D(r, n1, n2, i3, i2, i1) =
              I3D(v, n1, n2, i3, i2, i1) - a0 * I3D(u, n1, n2, i3, i2, i1) -
              a2 * (I3D(u1, n1, n2, i3, i2, i1 - 1) + I3D(u1, n1, n2, i3, i2, i1 + 1));
  }

  free(u1);
}
