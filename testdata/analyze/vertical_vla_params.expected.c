/*
 * case:     vertical_vla_params
 * what:     True multi-dimensional VLA parameters
 *           (const double u[restrict nz][ny][nx]); the temporary is a
 *           malloc'ed block of the same VLA type. Producer computes a
 *           centred x-gradient, consumer a divergence of it (second
 *           difference), i.e. a split 1-D Laplacian along the fastest index.
 * regions:  R1 producer (writes gx), R2 consumer (reads gx).
 * expect:   R1 -> R2 via gx: LEGAL
 *           R1 writes gx[k][j][i] for i in 1..nx-2; R2 reads gx at i-1 and
 *           i+1 for i in 2..nx-3. u is restrict and only read.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>

void div_grad_x(int nz, int ny, int nx, const double u[restrict nz][ny][nx],
                double out[nz][ny][nx], double inv2h)
{

#pragma omp target data map(to: u[0:nz]) map(tofrom: out[0:nz])
  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 0; k < nz; k++)
      for (int j = 0; j < ny; j++)
        for (int i = 2; i < nx - 2; i++)
          out[k][j][i] =
              inv2h * ((inv2h * (u[k][j][(i + 1) + 1] - u[k][j][(i + 1) - 1])) -
                       (inv2h * (u[k][j][(i - 1) + 1] - u[k][j][(i - 1) - 1])));
  }

}
