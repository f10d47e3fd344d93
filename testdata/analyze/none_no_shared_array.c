/*
 * case:     none_no_shared_array
 * what:     Two regions that share no array and have different iteration
 *           spaces: a 1-D scaling of a vector, then a 2-D initialisation of
 *           an unrelated grid. Host code sits between them.
 * regions:  R1 (reads/writes vec), R2 (writes grid).
 * expect:   no candidate pair: no temporary flows from R1 to R2, and the
 *           iteration spaces differ (n vs ny x nx), so the pair is not a
 *           horizontal candidate either.
 */
void scale_and_init(double *restrict vec, int n, double s,
                    double *restrict grid, int nx, int ny)
{
#pragma omp target teams distribute parallel for map(tofrom: vec[0:n])
  for (int i = 0; i < n; i++)
    vec[i] *= s;

  double h = 1.0 / (nx - 1);

#pragma omp target teams distribute parallel for collapse(2) map(from: grid[0:nx * ny])
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      grid[j * nx + i] = (i * h) * (j * h);
}
