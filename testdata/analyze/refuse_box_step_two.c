/*
 * case:     refuse_box_step_two
 * what:     The first region clears the even points up to n, the second
 *           scales every point up to n + 1.
 * regions:  R1 (writes a at even j), R2 (writes b over 0..n).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           the ranges differ and the first loop steps by 2: a box of
 *           both would run the first body at odd j too.
 */
void clear_even(double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int j = 0; j < n; j += 2)
    a[j] = 0.0;

#pragma omp target teams distribute parallel for map(tofrom: b[0:n + 1])
  for (int j = 0; j <= n; j++)
    b[j] = 2.0 * b[j];
}
