/*
 * case:     refuse_box_mixed_signedness
 * what:     Two loops over int up to a long and an unsigned bound.
 * regions:  R1 (writes a over int i < n), R2 (writes b over int i < m + 1).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           `i < m + 1` compares in long: a negative m + 1 below INT_MIN
 *           stops the loop at once, and its cast to int may be positive.
 *           (`i < n` with an unsigned n alone would do since session 35:
 *           i counts up from 0, so n fits an int in a program without
 *           overflow; see horizontal_unsigned_bound.)
 */
void fill_two(double *restrict a, double *restrict b, unsigned n, long m)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 1.0;

#pragma omp target teams distribute parallel for map(tofrom: b[0:m + 1])
  for (int i = 0; i < m + 1; i++)
    b[i] = 2.0;
}
