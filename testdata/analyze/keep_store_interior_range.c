/*
 * case:     keep_store_interior_range
 * what:     A smoothing step writes every point of u; the next region
 *           reads u only at interior points 1..n-2 and writes its own
 *           array there.
 * regions:  R1 (reads f, writes u over 0..n-1), R2 (reads u, writes g over
 *           1..n-2).
 * expect:   R1 + R2 keep-store: LEGAL
 *           point-wise at every j; the second range lies inside the first
 *           (both ends constant offsets of n are not known apart, so the
 *           box is computed at run time and both bodies are tested).
 * strategy: keep-store over the box of both ranges.
 */
void smooth_interior(double *restrict u, double *restrict g, const double *restrict f, int n)
{
#pragma omp target data map(to: f[0:n]) map(tofrom: u[0:n], g[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < n; j++)
      u[j] = 0.5 * f[j] + 1.0;

#pragma omp target teams distribute parallel for
    for (int j = 1; j < n - 1; j++)
      g[j] = 2.0 * u[j] - f[j];
  }
}
