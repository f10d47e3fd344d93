/*
 * case:     refuse_horizontal_volatile
 * what:     Two adjacent independent regions over one range, the first
 *           storing to a volatile array: one launch would interleave its
 *           volatile stores with the second body's work, element by
 *           element, where the program makes them all first.
 * regions:  R1 (reads fx, writes vx, volatile), R2 (reads fy, writes vy).
 * expect:   R1 + R2 horizontal: REFUSED [no-volatile]
 * rule:     the first region accesses a volatile object.
 */
void kick_volatile(volatile double *restrict vx, double *restrict vy,
                   const double *restrict fx, const double *restrict fy, int n, double dt)
{
#pragma omp target data map(to: fx[0:n], fy[0:n]) map(tofrom: vx[0:n], vy[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int p = 0; p < n; p++)
      vx[p] += dt * fx[p];

#pragma omp target teams distribute parallel for
    for (int p = 0; p < n; p++)
      vy[p] += dt * fy[p];
  }
}
