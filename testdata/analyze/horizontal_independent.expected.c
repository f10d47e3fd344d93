/*
 * case:     horizontal_independent
 * what:     Two adjacent independent regions over the same range: one
 *           updates the x-velocity from the x-force, the other the
 *           y-velocity from the y-force. No array is shared between them.
 * regions:  R1 (reads fx, writes vx), R2 (reads fy, writes vy).
 * expect:   R1 + R2 horizontal: LEGAL
 *           same iteration space 0..n-1, disjoint restrict arrays, no
 *           dependence in either direction.
 * strategy: horizontal: one launch, bodies side by side.
 */
void kick(double *restrict vx, double *restrict vy, const double *restrict fx,
          const double *restrict fy, const double *restrict inv_mass, int n,
          double dt)
{
#pragma omp target data map(to: fx[0:n], fy[0:n], inv_mass[0:n]) map(tofrom: vx[0:n], vy[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int p = 0; p < n; p++) {
      vx[p] += dt * fx[p] * inv_mass[p];
      vy[p] += dt * fy[p] * inv_mass[p];
    }
  }
}
