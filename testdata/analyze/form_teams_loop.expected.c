/*
 * case:     form_teams_loop
 * what:     Both regions use target teams loop, collapse(2). 2-D flow
 *           field: producer computes squared speed, consumer a kinetic
 *           energy density smoothed along x.
 * regions:  R1 producer (writes spd2), R2 consumer (reads spd2).
 * expect:   R1 -> R2 via spd2: LEGAL
 *           R1 writes every (j, i); R2 reads (j, i-1..i+1) for i in
 *           1..nx-2. vx, vy are restrict and only read.
 * strategy: inline (recompute), collapse(2).
 */
#include <stdlib.h>

void kinetic_energy(const double *restrict vx, const double *restrict vy,
                    const double *restrict rho, double *restrict ke, int nx,
                    int ny)
{
  size_t sz = (size_t)nx * ny;

#pragma omp target data map(to: vx[0:sz], vy[0:sz], rho[0:sz]) map(tofrom: ke[0:sz])
  {

#pragma omp target teams loop collapse(2)
    for (int j = 0; j < ny; j++)
      for (int i = 1; i < nx - 1; i++)
        ke[j * nx + i] =
            0.5 * rho[j * nx + i] *
            (0.25 * (vx[j * nx + (i - 1)] * vx[j * nx + (i - 1)] +
                     vy[j * nx + (i - 1)] * vy[j * nx + (i - 1)]) +
             0.5 * (vx[j * nx + i] * vx[j * nx + i] + vy[j * nx + i] * vy[j * nx + i]) +
             0.25 * (vx[j * nx + (i + 1)] * vx[j * nx + (i + 1)] +
                     vy[j * nx + (i + 1)] * vy[j * nx + (i + 1)]));
  }

}
