/*
 * case:     refuse_temp_map_tofrom
 * what:     2-D case: the temporary is mapped map(tofrom:) on the target
 *           data region (a common default), so it is copied back to the
 *           host at the end.
 * regions:  R1 producer (writes vort), R2 consumer (reads vort).
 * expect:   R1 -> R2 via vort: REFUSED
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `vort` kept for the copy back, its reads
 *           recomputed.)
 * rule:     the temporary is mapped tofrom, so its values go back to the
 *           host and it is not dead after the consumer.
 */
#include <stdlib.h>

void vorticity_smooth(const double *restrict ux, const double *restrict uy,
                      double *restrict w, int nx, int ny, double inv2h)
{
  size_t nn = (size_t)nx * ny;
  double *vort = malloc(nn * sizeof(double));

#pragma omp target data map(to: ux[0:nn], uy[0:nn]) map(tofrom: w[0:nn], vort[0:nn])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 1; j < ny - 1; j++)
      for (int i = 1; i < nx - 1; i++)
        vort[j * nx + i] = inv2h * ((uy[j * nx + i + 1] - uy[j * nx + i - 1]) -
                                    (ux[(j + 1) * nx + i] - ux[(j - 1) * nx + i]));

#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 2; j < ny - 2; j++)
      for (int i = 2; i < nx - 2; i++)
        w[j * nx + i] = 0.5 * vort[j * nx + i] +
                        0.125 * (vort[j * nx + i - 1] + vort[j * nx + i + 1] +
                                 vort[(j - 1) * nx + i] + vort[(j + 1) * nx + i]);
  }

  free(vort);
}
