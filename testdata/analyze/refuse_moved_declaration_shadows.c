/*
 * case:     refuse_moved_declaration_shadows
 * what:     The first region scales by the file's `scale`; a local of the
 *           same name is declared between the regions for the second.
 * regions:  R1 (writes a using the global scale), R2 (writes b using the
 *           local scale).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           moved above R1, `double scale = 3.0;` would capture R1's
 *           `scale`.
 */
double scale = 2.0;
#pragma omp declare target(scale)

void scale_shadowed(double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = scale * a[i];

  double scale = 3.0;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = scale * b[i];
}
