/*
 * case:     refuse_keep_store_line_macro
 * what:     keep_store_same_point, but the second body stores `__LINE__`:
 *           moved into the first region's loop it would store another line
 *           number.
 * regions:  R1 (writes flux), R2 (reads flux, writes tend).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: REFUSED [runs-where-written]
 * rule:     the region at line 22 uses `__LINE__`.
 */
void step(double *restrict state, double *restrict flux, double *restrict tend, int n)
{
#pragma omp target data map(tofrom: state[0:n], flux[0:n], tend[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      flux[i] = 0.5 * state[i] * state[i];

#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      tend[i] = -flux[i] + __LINE__;
  }
}
