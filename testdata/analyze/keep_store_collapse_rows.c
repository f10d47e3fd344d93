/*
 * case:     keep_store_collapse_rows
 * what:     A 2-D pressure field kept for the caller (program state), then
 *           velocities corrected from it: collapse(2) over rows and
 *           columns, each point's pressure read where it was written, with
 *           a sequential loop over the components inside. Loop variables
 *           differ (j, i and y, x).
 * regions:  R1 (reads rho, e; writes p), R2 (reads p; writes vel).
 * expect:   R1 -> R2 via p: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store, collapse(2) kept.
 */
void correct(int ny, int nx, const double *restrict rho, const double *restrict e,
             double *restrict p, double *restrict vel, double gamma)
{
#pragma omp target data map(to: rho[0:ny*nx], e[0:ny*nx]) map(tofrom: p[0:ny*nx], vel[0:2*ny*nx])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 0; j < ny; j++)
      for (int i = 0; i < nx; i++)
        p[j * nx + i] = (gamma - 1.0) * rho[j * nx + i] * e[j * nx + i];

#pragma omp target teams distribute parallel for collapse(2)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++)
        for (int c = 0; c < 2; c++)
          vel[(c * ny + y) * nx + x] -= 0.1 * (c + 1) * p[y * nx + x];
  }
}
